import { Link } from "@remix-run/react";
import { FormField } from "~/components/FormField";
import { FormWithError } from "~/components/field-messages";
import { useFormRoute } from "~/components/use-form-route";
import type { loadTrackingForm, trackingFormAction } from "~/orders/tracking.server";
import { privatePage } from "~/lib/cache-headers";

/** /order-tracking/: look an order up by its id and the phone number or e-mail address it was placed with. */
export { loadTrackingForm as loader, trackingFormAction as action } from "~/orders/tracking.server";

export const { headers, meta } = privatePage(
  "Track your order",
  "Follow an order's shipments with the order ID from your order e-mail.",
);

export default function TrackingFormPage() {
  const { page, result, busy } = useFormRoute<typeof loadTrackingForm, typeof trackingFormAction>();
  const failed = result?.formError ? "tracking-error" : undefined;
  // The one error for "unknown id" and "not this order's contact" is about both fields.
  const describedBy = (field: string) =>
    [result?.errors[field]?.length ? `${field}-error` : null, failed].filter(Boolean).join(" ") || undefined;
  return (
    <article className="auth-page order-tracking">
      <h1>Track your order</h1>
      <p id="tracking-intro">
        Enter the order ID from your order e-mail and the phone number or e-mail address you ordered with.
      </p>
      <FormWithError errorId="tracking-error" formError={result?.formError} describedBy="tracking-intro">
        <FormField
          name="orderId"
          label="Order ID"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          required
          maxLength={40}
          defaultValue={result?.values.orderId ?? page.orderId}
          error={result?.errors.orderId?.[0]}
          aria-invalid={result?.errors.orderId?.length || failed ? true : undefined}
          aria-describedby={describedBy("orderId")}
        />
        <FormField
          name="contact"
          label="Phone number or e-mail address"
          autoComplete="email"
          required
          maxLength={254}
          defaultValue={result?.values.contact ?? ""}
          error={result?.errors.contact?.[0]}
          aria-invalid={result?.errors.contact?.length || failed ? true : undefined}
          aria-describedby={describedBy("contact")}
        />
        <div className="auth-form__actions">
          <button type="submit" disabled={busy}>
            Track order
          </button>
        </div>
      </FormWithError>
      <p>
        Have an account? <Link to="/profile/orders/">See all your orders</Link>
      </p>
    </article>
  );
}
