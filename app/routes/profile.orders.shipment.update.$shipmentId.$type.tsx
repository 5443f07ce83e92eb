import { useEffect } from "react";
import { Form, Link, useActionData, useLoaderData, useNavigate, useNavigation } from "@remix-run/react";
import { FormField } from "~/components/FormField";
import { FormError } from "~/components/field-messages";
import { FieldError, SelectField, TextAreaField } from "~/components/ChoiceFields";
import { formState } from "~/components/profile/form-state";
import { privatePage } from "~/lib/cache-headers";
import type { handleShipmentChange, loadShipmentChange } from "~/profile/shipment-change.server";

/** Cancel or return a shipment (all of it or some pieces), then wait until the change has settled. */
export { loadShipmentChange as loader, handleShipmentChange as action } from "~/profile/shipment-change.server";

export const { headers, meta } = privatePage("Cancel or return items");

const TITLES = { cancel: "Cancel items", return: "Return items" } as const;

export default function ShipmentChangePage() {
  const page = useLoaderData<typeof loadShipmentChange>();
  const back = `/profile/orders/shipment/${encodeURIComponent(page.shipment.id)}/`;
  return (
    <article className="profile-page">
      <p>
        <Link to={back}>Back to the shipment</Link>
      </p>
      <h1>{TITLES[page.type]}</h1>
      {page.state === "form" ? <ChangeForm /> : null}
      {page.state === "waiting" ? <Settling next={page.next} delaySeconds={page.delaySeconds} /> : null}
      {page.state === "late" ? (
        <p role="status" className="auth-form__notice">
          {page.message}
        </p>
      ) : null}
    </article>
  );
}

/** Waits, then checks again: a meta refresh without JavaScript, a timer with it. */
function Settling({ next, delaySeconds }: { next: string; delaySeconds: number }) {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = window.setTimeout(() => navigate(next, { replace: true }), delaySeconds * 1000);
    return () => window.clearTimeout(timer);
  }, [navigate, next, delaySeconds]);
  return (
    <>
      <noscript>
        <meta httpEquiv="refresh" content={`${delaySeconds};url=${next}`} />
      </noscript>
      <p role="status" className="auth-form__notice">
        We are updating your shipment. This page checks again in a moment.
      </p>
      <p>
        <Link to={next} replace>
          Check now
        </Link>
      </p>
    </>
  );
}

function ChangeForm() {
  const page = useLoaderData<typeof loadShipmentChange>();
  const result = useActionData<typeof handleShipmentChange>();
  const busy = useNavigation().state === "submitting";
  if (page.state !== "form") return null;
  const form = formState(result, page.type);
  const verb = page.type === "cancel" ? "cancelled" : "returned";
  if (page.lines.length === 0) {
    return (
      <p role="status" className="auth-form__notice">
        This shipment can no longer be {verb}.
      </p>
    );
  }
  const kept = (name: string) => (form.failed ? form.values[name] : undefined);
  const quantityError = form.error("quantity");
  const anyQc = page.reasons.some((r) => r.needsQc);
  return (
    <Form
      method="post"
      className="auth-form"
      noValidate
      encType={page.type === "return" ? "multipart/form-data" : undefined}
    >
      <p>
        Shipment {page.shipment.id} · order {page.shipment.orderId} · {page.shipment.status}
      </p>
      <FormError id="change-error" message={form.formError} />
      <input type="hidden" name="idempotencyKey" value={page.idempotencyKey} />
      <fieldset
        className="profile-fieldset"
        aria-invalid={quantityError ? true : undefined}
        aria-describedby={quantityError ? "quantity-error" : undefined}
      >
        <legend>Items to {page.type}</legend>
        {page.lines.map((line, index) => (
          <SelectField
            key={line.lineNumber}
            id={`quantity-${index}`}
            name={`quantity[${index}]`}
            label={`${line.name} · size ${line.size} · ${line.price}`}
            error={form.error(`quantity[${index}]`)}
            defaultValue={kept(`quantity[${index}]`) ?? String(line.quantity)}
            options={Array.from({ length: line.quantity + 1 }, (_, n) => ({
              value: String(n),
              label: n === 0 ? "None" : `${n} of ${line.quantity}`,
            }))}
          />
        ))}
        <FieldError id="quantity-error" message={quantityError} />
      </fieldset>
      <SelectField
        name="reasonId"
        label="Reason"
        required
        placeholder="Choose a reason"
        error={form.error("reasonId")}
        defaultValue={kept("reasonId") ?? ""}
        options={page.reasons.map((reason) => ({ value: reason.id, label: reason.text }))}
      />
      <TextAreaField
        name="reasonText"
        label="In your own words (needed for “Other”)"
        rows={3}
        maxLength={500}
        error={form.error("reasonText")}
        defaultValue={kept("reasonText") ?? ""}
      />
      {page.type === "return" ? (
        <FormField
          name="images"
          label="Photos of the item"
          type="file"
          accept="image/png,image/jpeg,image/webp,image/gif"
          multiple
          hint={`Up to ${page.maxImages} images (PNG, JPEG, WebP or GIF, 5 MB each).${
            anyQc ? " Needed when the item is damaged or defective: we check it before pick-up." : ""
          }`}
          error={form.error("images")}
        />
      ) : null}
      {page.refund ? (
        page.refund.accounts.length ? (
          <SelectField
            name="beneficiaryId"
            label="Refund to"
            placeholder="Choose later"
            hint="This order was paid in cash: its refund goes to one of your refund accounts."
            error={form.error("beneficiaryId")}
            defaultValue={kept("beneficiaryId") ?? page.refund.chosen}
            options={page.refund.accounts}
          />
        ) : (
          <p className="auth-form__hint">
            This order was paid in cash: its refund goes to a refund account.{" "}
            <Link to="/profile/refund-accounts/">Add a refund account</Link> now or after the return.
          </p>
        )
      ) : null}
      <button type="submit" disabled={busy}>
        {page.type === "cancel" ? "Cancel these items" : "Request a return"}
      </button>
    </Form>
  );
}
