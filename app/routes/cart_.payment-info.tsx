import { Form, Link } from "@remix-run/react";
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
      {page.groups.length === 0 ? (
        <p className="notice notice--error" role="alert">
          No payment mode is available for this order. Change your cart or your address and try again.
        </p>
      ) : (
        <Form method="post" className="checkout-payment">
          <FormError id="payment-error" message={error} />
          <fieldset aria-describedby={error ? "payment-error" : undefined}>
            <legend>Choose how to pay</legend>
            {page.groups.map((group) => (
              <fieldset key={group.mode} className="checkout-payment__mode">
                <legend>{group.display}</legend>
                {group.shown.map((option) => (
                  <PaymentRadio key={option.option_id} option={option} checked={option.option_id === page.selected} />
                ))}
                {group.more.length > 0 ? (
                  <details open={group.more.some((o) => o.option_id === page.selected)}>
                    <summary>More {group.display.toLowerCase()} options</summary>
                    {group.more.map((option) => (
                      <PaymentRadio
                        key={option.option_id}
                        option={option}
                        checked={option.option_id === page.selected}
                      />
                    ))}
                  </details>
                ) : null}
              </fieldset>
            ))}
          </fieldset>
          <p className="checkout-payment__note">
            Cards are paid on the bank&rsquo;s secure page; a saved card is kept as a token (
            <Link to="/help/card-tokenisation">card tokenisation</Link>).
          </p>
          <button type="submit" className="button" disabled={busy}>
            Continue
          </button>
        </Form>
      )}
    </CheckoutLayout>
  );
}

function PaymentRadio({
  option,
  checked,
}: {
  option: { option_id: string; option_display: string; chargeText: string | null };
  checked: boolean;
}) {
  return (
    <label className="checkout-option">
      <input type="radio" name="option_id" value={option.option_id} defaultChecked={checked} />
      <span>
        <span className="checkout-option__title">{option.option_display}</span>
        {option.chargeText ? <span>{option.chargeText}</span> : null}
      </span>
    </label>
  );
}
