import { Form } from "@remix-run/react";
import { CheckoutLayout } from "~/components/checkout/CheckoutLayout";
import { FormError } from "~/components/FormField";
import { useFormRoute } from "~/components/use-form-route";
import type { handlePayment, loadPayment } from "~/checkout/payment.server";
import { privatePage } from "~/lib/cache-headers";

/** Checkout step 1: how the shopper pays. */
export { loadPayment as loader, handlePayment as action } from "~/checkout/payment.server";

export const { headers, meta } = privatePage("Payment");

export default function PaymentPage() {
  const { page, result, busy } = useFormRoute<typeof loadPayment, typeof handlePayment>();
  const error = result?.formError ?? null;
  return (
    <CheckoutLayout step="payment" title="Payment" summary={page.summary} earlierHref={{ delivery: page.deliveryHref }}>
      {page.options.length === 0 ? (
        <p className="notice notice--error" role="alert">
          No payment mode is available for this order. Change your cart or your address and try again.
        </p>
      ) : (
        <Form method="post" className="checkout-payment">
          <FormError id="payment-error" message={error} />
          <fieldset aria-describedby={error ? "payment-error" : undefined}>
            <legend>Choose how to pay</legend>
            {page.options.map((option) => (
              <label key={option.option_id} className="checkout-option">
                <input
                  type="radio"
                  name="option_id"
                  value={option.option_id}
                  defaultChecked={option.option_id === page.selected}
                />
                <span>
                  <span className="checkout-option__title">{option.option_display}</span>
                  {option.chargeText ? <span>{option.chargeText}</span> : null}
                </span>
              </label>
            ))}
          </fieldset>
          <button type="submit" className="button" disabled={busy}>
            Continue
          </button>
        </Form>
      )}
    </CheckoutLayout>
  );
}
