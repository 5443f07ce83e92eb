import { Form, Link } from "@remix-run/react";
import { AddressLines } from "~/components/AddressLines";
import { CheckoutItems, CheckoutLayout } from "~/components/checkout/CheckoutLayout";
import { FormError } from "~/components/field-messages";
import { useFormRoute } from "~/components/use-form-route";
import type { handleReview, loadReview } from "~/checkout/review.server";
import { privatePage } from "~/lib/cache-headers";

/** Checkout step 2: review and place the order. */
export { loadReview as loader, handleReview as action } from "~/checkout/review.server";

export const { headers, meta } = privatePage("Review your order");

export default function ReviewPage() {
  const { page, result, busy } = useFormRoute<typeof loadReview, typeof handleReview>();
  const error = result?.formError ?? null;
  return (
    <CheckoutLayout
      step="review"
      title="Review your order"
      summary={page.summary}
      earlierHref={{ delivery: page.deliveryHref, payment: page.paymentHref }}
    >
      <CheckoutItems lines={page.lines} />
      <section aria-labelledby="review-address">
        <h2 id="review-address">Delivery address</h2>
        <AddressLines address={page.address} />
        <Link to={page.deliveryHref}>Change address</Link>
      </section>
      <section aria-labelledby="review-payment">
        <h2 id="review-payment">Payment</h2>
        <p>{page.payment}</p>
        <Link to={page.paymentHref}>Change payment</Link>
      </section>
      <Form method="post" className="checkout-place">
        <FormError id="place-error" message={error} />
        <input type="hidden" name="idempotency_key" value={page.idempotencyKey} />
        <button type="submit" className="button" disabled={busy} aria-describedby={error ? "place-error" : undefined}>
          {busy ? "Placing your order…" : "Place order"}
        </button>
      </Form>
    </CheckoutLayout>
  );
}
