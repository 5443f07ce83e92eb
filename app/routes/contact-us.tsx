import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { FieldError } from "~/components/field-messages";
import { contentLinks } from "~/components/content/ContentArticle";
import { handleContact, loadContactPage } from "~/content/contact.server";
import { CONTACT_FIELDS, HONEYPOT_FIELD } from "~/lib/contact-fields";

/**
 * /contact-us/ (spec part 1 §2.1): the store's support contacts and the contact form. Without
 * JavaScript the form posts and the action redirects (303) to the thank-you view; a rejected form
 * comes back with its errors linked to the fields and the typed values kept.
 */
export const loader = ({ request, context }: LoaderFunctionArgs) => loadContactPage(request, context);
export const action = ({ request, context }: ActionFunctionArgs) => handleContact(request, context);
// Every render carries a fresh idempotency key: never stored by a shared cache. (Re-exported, so
// the browser's bundle of this page does not take in ~/lib/cache-headers.)
export { privatePageHeaders as headers } from "~/lib/cache-headers";
export const links = contentLinks;
export const meta: MetaFunction = () => [
  { title: "Contact us" },
  { name: "description", content: "Call, write or send us a message: our customer care team is here to help." },
];

const LABELS = { name: "Name", email: "E-mail address", phone: "Phone number", comment: "Comment" } as const;
const INPUTS = {
  name: { type: "text", autoComplete: "name" },
  email: { type: "email", autoComplete: "email" },
  phone: { type: "tel", inputMode: "numeric", autoComplete: "tel-national" },
} as const;

export default function ContactPage() {
  const { support, sent, idempotencyKey, limits } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const summary = useRef<HTMLDivElement>(null);
  const error = (field: string) => result?.errors[field]?.[0] ?? null;
  const value = (field: string) => result?.values[field] ?? "";
  const failed = CONTACT_FIELDS.filter((f) => error(f));
  // One line per message: the spec's 'all required' message is the same for every empty field.
  const messages = [...new Map(failed.map((f) => [error(f)!, f])).entries()];

  useEffect(() => {
    if (result) summary.current?.focus();
  }, [result]);

  return (
    <div className="contact-page">
      <h1>Contact us</h1>
      {result && (messages.length || result.formError) ? (
        <div className="error-summary" role="alert" aria-labelledby="error-summary-title" tabIndex={-1} ref={summary}>
          <h2 id="error-summary-title">There is a problem</h2>
          <ul>
            {result.formError ? <li>{result.formError}</li> : null}
            {messages.map(([message, field]) => (
              <li key={field}>
                <a href={`#contact-${field}`}>{message}</a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      <section aria-labelledby="contact-details-title">
        <h2 id="contact-details-title">Customer care</h2>
        <dl className="contact-details">
          {support.phones.map((p) => (
            <div key={p.tel}>
              <dt>{p.label}</dt>
              <dd>
                <a href={`tel:${p.tel}`}>{p.display}</a>
              </dd>
            </div>
          ))}
          {support.emails.map((e) => (
            <div key={e.address}>
              <dt>{e.label} e-mail</dt>
              <dd>
                <a href={`mailto:${e.address}`}>{e.address}</a>
              </dd>
            </div>
          ))}
          {support.timing ? (
            <div>
              <dt>Hours</dt>
              <dd>{support.timing}</dd>
            </div>
          ) : null}
          {support.address.length ? (
            <div>
              <dt>Address</dt>
              <dd>
                <address>
                  {support.address.map((line) => (
                    <span key={line}>
                      {line}
                      <br />
                    </span>
                  ))}
                </address>
              </dd>
            </div>
          ) : null}
        </dl>
      </section>

      {sent ? (
        <section className="notice" role="status" aria-labelledby="contact-sent-title">
          <h2 id="contact-sent-title">Thank you for your message</h2>
          <p>Our customer care team will get back to you soon.</p>
          <p>
            <Link to="/contact-us/">Send another message</Link>
          </p>
        </section>
      ) : (
        <section aria-labelledby="contact-form-title">
          <h2 id="contact-form-title">Send us a message</h2>
          <p>All fields are required.</p>
          <Form method="post" className="contact-form" noValidate>
            <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
            {CONTACT_FIELDS.map((field) => {
              const id = `contact-${field}`;
              const message = error(field);
              const hint = field === "phone" ? "Digits only." : null;
              const props = {
                id,
                name: field,
                required: true,
                maxLength: limits[field],
                defaultValue: value(field),
                "aria-invalid": message ? true : undefined,
                "aria-describedby":
                  [hint && `${id}-hint`, message && `${id}-error`].filter(Boolean).join(" ") || undefined,
              };
              return (
                <div className="auth-form__field" key={`${field}-${value(field)}`}>
                  <label htmlFor={id}>{LABELS[field]}</label>
                  {hint ? (
                    <p id={`${id}-hint`} className="auth-form__hint">
                      {hint}
                    </p>
                  ) : null}
                  {field === "comment" ? <textarea rows={6} {...props} /> : <input {...INPUTS[field]} {...props} />}
                  <FieldError id={`${id}-error`} message={message} />
                </div>
              );
            })}
            <div className="contact-form__trap" aria-hidden="true">
              <label htmlFor="contact-website">Leave this field empty</label>
              <input id="contact-website" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
            </div>
            <button type="submit" className="button" disabled={busy}>
              {busy ? "Sending…" : "Send message"}
            </button>
          </Form>
        </section>
      )}
    </div>
  );
}
