import { Form, Link, useLocation } from "@remix-run/react";
import type { handleUpi, loadUpi } from "~/checkout/upi.server";
import { FormField } from "~/components/FormField";
import { FormError } from "~/components/field-messages";
import { useFormRoute } from "~/components/use-form-route";
import { usePolling } from "~/components/use-polling";
import { privatePage } from "~/lib/cache-headers";

/** Paying an order by UPI: the shopper's UPI id, then the wait for their approval. */
export { loadUpi as loader, handleUpi as action } from "~/checkout/upi.server";

export const { headers, meta } = privatePage("Pay with UPI");

/** How often the waiting page asks for the payment's status (with JavaScript). */
const POLL_MS = 3000;

export default function UpiPage() {
  const { page, result, busy } = useFormRoute<typeof loadUpi, typeof handleUpi>();
  return (
    <article className="checkout-page upi-payment">
      <h1>Pay with UPI</h1>
      <p>
        Order ID: <strong>{page.orderId}</strong> · Amount: <strong>{page.total}</strong>
      </p>
      {page.vpa ? (
        <Waiting vpa={page.vpa} app={page.app} />
      ) : (
        <Form method="post" className="auth-form" noValidate>
          <FormError id="upi-error" message={result?.formError} />
          <FormField
            name="vpa"
            label="UPI ID"
            hint="Like name@bank. You approve the payment in your UPI app."
            autoComplete="off"
            inputMode="email"
            required
            defaultValue={result?.values.vpa ?? ""}
            error={result?.errors.vpa?.[0]}
          />
          <button type="submit" className="button" disabled={busy}>
            Send payment request
          </button>
        </Form>
      )}
      <p>
        <Link to="/cart/bag/">Back to cart</Link>
      </p>
    </article>
  );
}

function Waiting({ vpa, app }: { vpa: string; app: string | null }) {
  usePolling(POLL_MS);
  const location = useLocation();
  return (
    <section aria-labelledby="upi-waiting">
      <h2 id="upi-waiting">Approve the payment in your UPI app</h2>
      <p role="status">
        A payment request was sent to <strong>{vpa}</strong>. This page moves on once you approve or decline it.
      </p>
      {app ? (
        <p>
          This store takes test payments: <a href={app}>open the test UPI app</a> to approve or decline the request.
        </p>
      ) : null}
      <noscript>
        <meta httpEquiv="refresh" content="5" />
      </noscript>
      <p>
        {/* Without JavaScript: reloading asks the gateway again. */}
        <a href={`${location.pathname}${location.search}`} className="button">
          Check payment status
        </a>
      </p>
    </section>
  );
}
