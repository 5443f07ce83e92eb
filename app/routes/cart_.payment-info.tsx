import { Form } from "@remix-run/react";
import { CheckoutLayout } from "~/components/checkout/CheckoutLayout";
import { NoPaymentMode, PaymentChoices } from "~/components/checkout/Choices";
import { FormError } from "~/components/field-messages";
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
        <NoPaymentMode />
      ) : (
        <Form method="post" className="checkout-payment">
          <FormError id="payment-error" message={error} />
          <PaymentChoices groups={page.groups} selected={page.selected} errorId={error ? "payment-error" : null} />
          <button type="submit" className="button" disabled={busy}>
            Continue
          </button>
        </Form>
      )}
    </CheckoutLayout>
  );
}
