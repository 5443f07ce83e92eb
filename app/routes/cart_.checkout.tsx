import { Form, Link } from "@remix-run/react";
import { CheckoutItems, CheckoutLayout } from "~/components/checkout/CheckoutLayout";
import { AddressChoices, NoPaymentMode, PaymentChoices } from "~/components/checkout/Choices";
import { FormError } from "~/components/field-messages";
import { useFormRoute } from "~/components/use-form-route";
import type { handleSinglePage, loadSinglePage } from "~/checkout/single-page.server";
import { privatePage } from "~/lib/cache-headers";

/** The single-page checkout: address, payment and "Place order" in one form. */
export { loadSinglePage as loader, handleSinglePage as action } from "~/checkout/single-page.server";

export const { headers, meta } = privatePage("Checkout");

export default function SinglePageCheckout() {
  const { page, result, busy } = useFormRoute<typeof loadSinglePage, typeof handleSinglePage>();
  const addressError = result?.errors.address_id?.[0] ?? null;
  const paymentError = result?.errors.option_id?.[0] ?? null;
  const formError = result?.formError ?? null;
  const ready = page.addresses.length > 0 && page.groups.length > 0;
  return (
    <CheckoutLayout title="Checkout" summary={page.summary}>
      <CheckoutItems lines={page.lines} />
      {page.groups.length === 0 ? <NoPaymentMode /> : null}
      {ready ? (
        <Form method="post" className="checkout-single">
          <FormError id="checkout-error" message={formError} />
          <section aria-labelledby="checkout-address">
            <h2 id="checkout-address">Delivery address</h2>
            <FormError id="address-error" message={addressError} />
            <AddressChoices
              addresses={page.addresses}
              selected={result?.values.address_id ?? page.selectedAddress}
              errorId={addressError ? "address-error" : null}
            />
            <Link to={page.addHref}>Add a new address</Link>
          </section>
          <section aria-labelledby="checkout-payment">
            <h2 id="checkout-payment">Payment</h2>
            <FormError id="option-error" message={paymentError} />
            <PaymentChoices
              groups={page.groups}
              selected={result?.values.option_id ?? page.selectedOption}
              errorId={paymentError ? "option-error" : null}
            />
          </section>
          <input type="hidden" name="idempotency_key" value={page.idempotencyKey} />
          <button
            type="submit"
            className="button"
            disabled={busy}
            aria-describedby={formError ? "checkout-error" : undefined}
          >
            {busy ? "Placing your order…" : "Place order"}
          </button>
        </Form>
      ) : page.addresses.length === 0 ? (
        <p>
          No saved address yet: <Link to={page.addHref}>add a delivery address</Link>.
        </p>
      ) : null}
    </CheckoutLayout>
  );
}
