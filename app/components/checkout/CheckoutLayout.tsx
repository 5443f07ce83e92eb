/**
 * The frame of a checkout step: the steps (delivery, payment, review) as an ordered list with the
 * current one marked, the step's own content, and the order summary beside it.
 */
import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { PriceBreakup } from "~/components/cart/PriceBreakup";
import type { BreakupRow } from "~/lib/cart/breakup";

const STEPS = [
  { key: "delivery", label: "Address", href: "/cart/delivery" },
  { key: "payment", label: "Payment", href: "/cart/payment-info" },
  { key: "review", label: "Review", href: "/cart/order-review" },
] as const;

type StepKey = (typeof STEPS)[number]["key"];

interface CheckoutLayoutProps {
  /** The step shown; none for the single-page checkout (no steps). */
  step?: StepKey;
  title: string;
  summary: { countLabel: string; breakup: BreakupRow[] };
  /** Links to the steps before this one (they keep the choices made so far). */
  earlierHref?: Partial<Record<StepKey, string>>;
  children: ReactNode;
}

export function CheckoutLayout({ step, title, summary, earlierHref = {}, children }: CheckoutLayoutProps) {
  const current = STEPS.findIndex((s) => s.key === step);
  return (
    <article className="checkout-page">
      {step ? <StepsNav current={current} earlierHref={earlierHref} /> : null}
      <h1>{title}</h1>
      <div className="cart-page__layout">
        <div className="checkout-page__main">{children}</div>
        <section className="cart-summary" aria-labelledby="checkout-summary-title">
          <h2 id="checkout-summary-title">Price details ({summary.countLabel})</h2>
          <PriceBreakup rows={summary.breakup} />
          <p>
            <Link to="/cart/bag/">Back to cart</Link>
          </p>
        </section>
      </div>
    </article>
  );
}

function StepsNav({ current, earlierHref }: { current: number; earlierHref: Partial<Record<StepKey, string>> }) {
  return (
    <nav aria-label="Checkout steps">
      <ol className="checkout-steps">
        {STEPS.map((s, index) => (
          <li key={s.key} className={index === current ? "checkout-steps__current" : undefined}>
            {index < current ? (
              <Link to={earlierHref[s.key] ?? s.href}>{s.label}</Link>
            ) : (
              <span aria-current={index === current ? "step" : undefined}>{s.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** The order's lines as the review and the single-page checkout list them. */
export function CheckoutItems({
  lines,
}: {
  lines: { key: string; brand: string; name: string; size: string; quantity: number }[];
}) {
  return (
    <section aria-labelledby="checkout-items">
      <h2 id="checkout-items">Items</h2>
      <ul className="checkout-lines">
        {lines.map((line) => (
          <li key={line.key}>
            {line.brand} {line.name} — size {line.size} × {line.quantity}
          </li>
        ))}
      </ul>
    </section>
  );
}
