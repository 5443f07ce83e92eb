import type { LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useFetchers, useLoaderData } from "@remix-run/react";
import { CartLine } from "~/components/cart/CartLine";
import { CouponBox } from "~/components/cart/CouponBox";
import { PriceBreakup } from "~/components/cart/PriceBreakup";
import { ShareBag } from "~/components/cart/ShareBag";
import { loadBag } from "~/cart/bag.server";
import { privatePageHeaders, privatePageMeta } from "~/lib/cache-headers";

export function loader({ request, context }: LoaderFunctionArgs) {
  return loadBag(request, context);
}

export const headers = privatePageHeaders;

export const meta = privatePageMeta("Your cart", "Review the products in your cart, apply a coupon and check out.");

const EMPTY_CART_TEXT = "Your cart is empty";

/** The line identifiers being removed right now (shown gone at once; back if the removal fails). */
function useRemoving(): Set<string> {
  const removing = new Set<string>();
  for (const fetcher of useFetchers()) {
    const form = fetcher.formData;
    const identifier = form?.get("identifier");
    if (form?.get("intent") === "remove" && typeof identifier === "string") removing.add(identifier);
  }
  return removing;
}

/** /cart/bag/: the shopper's cart. */
export default function BagPage() {
  const bag = useLoaderData<typeof loader>();
  const removing = useRemoving();
  const lines = bag.lines.filter((line) => !removing.has(line.identifier));
  if (lines.length === 0) {
    return (
      <article className="cart-page">
        <h1>Your cart</h1>
        <div className="empty-state">
          <h2>{EMPTY_CART_TEXT}</h2>
          <p>Add products from their pages and they will wait for you here.</p>
          <Link to="/products/" className="button">
            Continue shopping
          </Link>
        </div>
      </article>
    );
  }
  return (
    <article className="cart-page">
      <h1>
        Your cart <span className="cart-page__count">({bag.countLabel})</span>
      </h1>
      {bag.message && !bag.isValid ? (
        <p className="notice notice--error" role="status">
          {bag.message}
        </p>
      ) : null}
      <div className="cart-page__layout">
        <ul className="cart-lines" aria-label="Items in your cart">
          {lines.map((line) => (
            <CartLine key={line.identifier} line={line} />
          ))}
        </ul>
        <CouponBox coupon={bag.coupon} bagHref={bag.bagHref} couponsHref={bag.couponsHref} />
        <section className="cart-summary" aria-labelledby="cart-summary-title">
          <h2 id="cart-summary-title">Price details</h2>
          {/* The reward points toggle and the way to the staff page: forms the server describes
              (offerForms), kept this small for the bag's JavaScript budget. */}
          {bag.offerForms.map((form) => (
            <Form key={form.action} method={form.method} action={form.action}>
              {form.hidden.map(([name, value]) => (
                <input key={name} type="hidden" name={name} value={value} />
              ))}
              <button>{form.button}</button>
            </Form>
          ))}
          <PriceBreakup rows={bag.breakup} />
          {bag.deliveryChargeInfo ? <p className="cart-summary__delivery">{bag.deliveryChargeInfo}</p> : null}
          {bag.isValid ? (
            <Link to="/cart/delivery" className="button">
              Checkout
            </Link>
          ) : (
            <p className="cart-summary__blocked">Remove or change the items marked above to check out.</p>
          )}
          <ShareBag />
        </section>
      </div>
    </article>
  );
}
