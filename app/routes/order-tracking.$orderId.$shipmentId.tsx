import { Form, type MetaFunction } from "@remix-run/react";
import { AddressLines } from "~/components/AddressLines";
import { FormWithError, FormError } from "~/components/field-messages";
import { FormNotice, OtpField } from "~/components/FormField";
import { ShipmentHeading, ShipmentItems, ShipmentPrices, ShipmentTimeline } from "~/components/orders/ShipmentDetails";
import { TrackingNotFound } from "~/components/orders/TrackingNotFound";
import { useFormRoute } from "~/components/use-form-route";
import type { loadTrackedShipment, trackedShipmentAction } from "~/orders/tracking.server";
import { privatePageHeaders, privatePageMeta } from "~/lib/cache-headers";

/**
 * /order-tracking/:orderId/:shipmentId (the order e-mail's link): the shipment's journey and items;
 * its address and payment for the signed-in owner, or after a code sent to the order's phone.
 */
export { loadTrackedShipment as loader, trackedShipmentAction as action } from "~/orders/tracking.server";

export const headers = privatePageHeaders;

export const meta: MetaFunction<typeof loadTrackedShipment> = ({ data, params }) =>
  privatePageMeta(`Shipment ${data?.id ?? params.shipmentId ?? ""}`, "Where your shipment is, step by step.")();

export default function TrackedShipmentPage() {
  const { page, result, busy } = useFormRoute<typeof loadTrackedShipment, typeof trackedShipmentAction>();
  const sendError = result?.intent === "send-code" ? result.formError : null;
  const verifying = result?.intent === "verify-code" ? result : null;
  return (
    <article className="profile-page order-tracking">
      <ShipmentHeading back={{ to: page.orderHref, label: `All shipments of order ${page.orderId}` }} shipment={page} />
      <ShipmentTimeline steps={page.tracking} headingId="shipment-tracking" />
      <ShipmentItems items={page.items} headingId="shipment-items" />
      <ShipmentPrices rows={page.breakup} headingId="shipment-price" />
      {page.personal ? (
        <>
          <section aria-labelledby="shipment-address">
            <h2 id="shipment-address">Delivery address</h2>
            <AddressLines address={page.personal.address} />
          </section>
          <section aria-labelledby="shipment-payment">
            <h2 id="shipment-payment">Payment</h2>
            <p>{page.personal.payment}</p>
          </section>
        </>
      ) : (
        <section aria-labelledby="verify-title" id="verify-code" className="order-tracking__verify">
          <h2 id="verify-title">Verify with a code to see address and payment</h2>
          <p id="verify-intro">
            We send a one-time code to the phone number of the order (or its e-mail address when it has no phone).
          </p>
          <FormWithError errorId="send-error" formError={sendError} describedBy="verify-intro">
            <input type="hidden" name="intent" value="send-code" />
            <div className="auth-form__actions">
              <button type="submit" className={page.codeSentTo ? "button--secondary" : undefined} disabled={busy}>
                {page.codeSentTo ? "Send a new code" : "Send code"}
              </button>
            </div>
          </FormWithError>
          {page.codeSentTo ? (
            <Form method="post" className="auth-form" aria-describedby="code-sent">
              <FormNotice id="code-sent" message={page.codeSentTo} />
              <FormError id="verify-error" message={verifying?.formError} />
              <input type="hidden" name="intent" value="verify-code" />
              <OtpField
                name="otp"
                label="Code"
                defaultValue={verifying?.values.otp ?? ""}
                error={verifying?.errors.otp?.[0]}
              />
              <div className="auth-form__actions">
                <button type="submit" disabled={busy}>
                  Verify
                </button>
              </div>
            </Form>
          ) : null}
        </section>
      )}
    </article>
  );
}

export const ErrorBoundary = TrackingNotFound;
