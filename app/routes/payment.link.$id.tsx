import { Form, useLocation } from "@remix-run/react";
import { PaymentChoices } from "~/components/checkout/Choices";
import { useFormRoute } from "~/components/use-form-route";
import { usePolling } from "~/components/use-polling";
import { privatePage } from "~/lib/cache-headers";
import { decidedText, LINK_POLL_MS, LINK_REFRESH_SECONDS, LINK_TEXTS } from "~/lib/payment-link";
import type { handlePaymentLink, loadPaymentLink } from "~/payment-link.server";
import { FactList } from "~/components/FactList";
import { FieldError, FormError } from "~/components/field-messages";

/** A payment link's page (spec part 2 §2): outside the main layout; the link's data is loaded first. */
export { loadPaymentLink as loader, handlePaymentLink as action } from "~/payment-link.server";

export const handle = { bare: true };

export const { headers, meta } = privatePage("Payment link");

export default function PaymentLinkPage() {
  const { page, result, busy } = useFormRoute<typeof loadPaymentLink, typeof handlePaymentLink>();
  const decided = page.status === "active" ? null : decidedText(page.status, page.amount, page.merchant);
  const pending = page.attempt?.state === "pending";
  const choiceError = result && "errors" in result ? result.errors.option_id?.[0] : undefined;
  const formError = result && "formError" in result ? result.formError : null;
  return (
    <article className="checkout-page payment-link">
      <h1>{decided ? decided.title : `Pay ${page.amount}${page.merchant ? ` to ${page.merchant}` : ""}`}</h1>
      <FactList
        className="order-status__facts"
        facts={[
          ["Amount", page.amount],
          ["For", page.description],
          ["Merchant", page.merchant],
          ["Reference", page.reference],
          [
            "Pay by",
            page.status === "active" && page.expiresAt ? (
              <time dateTime={page.expiresAt}>{page.expiresAt.slice(0, 16).replace("T", " ")} UTC</time>
            ) : null,
          ],
        ]}
      />
      {decided ? (
        <p role="status" className="auth-form__notice">
          {decided.text}
        </p>
      ) : pending && page.attempt ? (
        <Waiting orderId={page.attempt.orderId} formError={formError} busy={busy} />
      ) : (
        <Form method="post" noValidate>
          {page.attempt?.state === "failed" ? (
            <p role="alert" className="field-error auth-form__error">
              {page.attempt.message}
            </p>
          ) : null}
          <FormError id="pay-error" message={formError} />
          <FieldError id="option-error" message={choiceError} alert />
          <PaymentChoices
            groups={page.groups}
            selected={result && "values" in result ? (result.values.option_id ?? null) : null}
            errorId={choiceError ? "option-error" : null}
          />
          <button type="submit" name="intent" value="pay" className="button" disabled={busy}>
            Pay {page.amount}
          </button>
        </Form>
      )}
    </article>
  );
}

/** A payment under way: the page asks again (JavaScript: a timer; without: a refresh) until it is decided. */
function Waiting({ orderId, formError, busy }: { orderId: string; formError: string | null; busy: boolean }) {
  usePolling(LINK_POLL_MS);
  const location = useLocation();
  return (
    <section aria-labelledby="link-waiting">
      <h2 id="link-waiting">Waiting for your payment</h2>
      <p role="status">{LINK_TEXTS.waiting}</p>
      <noscript>
        <meta httpEquiv="refresh" content={String(LINK_REFRESH_SECONDS)} />
      </noscript>
      <p>
        <a href={`${location.pathname}${location.search}`} className="button">
          Check payment status
        </a>
      </p>
      <Form method="post">
        <FormError id="cancel-error" message={formError} />
        <input type="hidden" name="order_id" value={orderId} />
        <button type="submit" name="intent" value="cancel" className="button button--secondary" disabled={busy}>
          Cancel this payment
        </button>
      </Form>
    </section>
  );
}
