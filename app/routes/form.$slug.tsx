import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { FieldError } from "~/components/field-messages";
import { contentLinks } from "~/components/content/ContentArticle";
import { handleCustomForm, loadCustomForm } from "~/content/custom-form.server";
import { inputTypeOf } from "~/lib/custom-form";
import type { CustomFormInput } from "~/sdk/api";

/**
 * /form/:slug (spec part 1 §2.1): one of the store's custom forms, drawn from its definition (text,
 * e-mail, mobile, number, text area, drop-down, radio buttons, check boxes). Without JavaScript it
 * posts and the action redirects (303) to the thank-you view with the form's success message; a
 * rejected form comes back with its errors linked to the fields and what was typed kept.
 */
export const loader = ({ request, context, params }: LoaderFunctionArgs) =>
  loadCustomForm(request, context, params.slug);
export const action = ({ request, context, params }: ActionFunctionArgs) =>
  handleCustomForm(request, context, params.slug);
export { privatePageHeaders as headers } from "~/lib/cache-headers";
export const links = contentLinks;
export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? [{ title: data.form.title }, { name: "description", content: data.form.description }] : [{ title: "Form" }];

const fieldId = (input: CustomFormInput) => `form-${input.key}`;
/** Where an error links to: the field, or the first choice of a group. */
const anchorOf = (input: CustomFormInput) =>
  input.type === "radio" || (input.type === "checkbox" && input.enum?.length) ? `${fieldId(input)}-0` : fieldId(input);

export default function CustomFormPage() {
  const { form, sent, loginHref, signedIn } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const summary = useRef<HTMLDivElement>(null);
  const failed = form.inputs.filter((i) => result?.errors[i.key]?.length);

  useEffect(() => {
    if (result) summary.current?.focus();
  }, [result]);

  if (sent)
    return (
      <div className="custom-form-page">
        <h1>{form.title}</h1>
        <section className="notice" role="status" aria-labelledby="form-sent-title">
          <h2 id="form-sent-title">Thank you</h2>
          <p>{form.successMessage}</p>
          <p>
            <Link to={`/form/${form.slug}`}>Fill in the form again</Link>
          </p>
        </section>
      </div>
    );

  const typed = (key: string) => result?.values[key];
  const text = (key: string) => {
    const v = typed(key);
    return typeof v === "string" ? v : "";
  };
  const ticked = (key: string, choice: string) => {
    const v = typed(key);
    return Array.isArray(v) ? v.includes(choice) : false;
  };

  return (
    <div className="custom-form-page">
      <h1>{form.title}</h1>
      {form.description ? <p>{form.description}</p> : null}
      {result && (failed.length || result.formError) ? (
        <div className="error-summary" role="alert" aria-labelledby="error-summary-title" tabIndex={-1} ref={summary}>
          <h2 id="error-summary-title">There is a problem</h2>
          <ul>
            {result.formError ? (
              <li>
                {result.formError}
                {result.loginRequired ? (
                  <>
                    {" "}
                    <Link to={loginHref}>Sign in</Link>
                  </>
                ) : null}
              </li>
            ) : null}
            {failed.map((input) => (
              <li key={input.key}>
                <a href={`#${anchorOf(input)}`}>{result.errors[input.key][0]}</a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {form.loginRequired && !signedIn ? (
        <p>
          This form is for signed-in shoppers: <Link to={loginHref}>sign in</Link> first.
        </p>
      ) : null}
      <Form method="post" className="custom-form contact-form" noValidate>
        <p>Fields marked * are required.</p>
        {form.inputs.map((input) => {
          const id = fieldId(input);
          const message = result?.errors[input.key]?.[0] ?? null;
          const hint = input.description ? `${id}-hint` : null;
          const describedBy = [hint, message && `${id}-error`].filter(Boolean).join(" ") || undefined;
          const label = `${input.display}${input.required ? " *" : ""}`;
          const hintEl = hint ? (
            <p id={hint} className="auth-form__hint">
              {input.description}
            </p>
          ) : null;
          const errorEl = <FieldError id={`${id}-error`} message={message} />;
          const invalid = message ? true : undefined;
          // Keyed by what was typed, so a re-render after a rejected post shows the kept values.
          const key = `${input.key}-${JSON.stringify(typed(input.key) ?? "")}`;

          if (input.type === "radio" || (input.type === "checkbox" && input.enum?.length)) {
            const type = input.type === "radio" ? "radio" : "checkbox";
            return (
              <fieldset key={key} aria-describedby={describedBy}>
                <legend>{label}</legend>
                {hintEl}
                {errorEl}
                {input.enum!.map((choice, i) => (
                  <div className="custom-form__choice" key={choice.key}>
                    <input
                      type={type}
                      id={`${id}-${i}`}
                      name={input.key}
                      value={choice.key}
                      aria-invalid={invalid}
                      defaultChecked={type === "radio" ? text(input.key) === choice.key : ticked(input.key, choice.key)}
                    />
                    <label htmlFor={`${id}-${i}`}>{choice.display}</label>
                  </div>
                ))}
              </fieldset>
            );
          }
          if (input.type === "checkbox")
            return (
              <div className="auth-form__field" key={key}>
                <div className="custom-form__choice">
                  <input
                    type="checkbox"
                    id={id}
                    name={input.key}
                    defaultChecked={text(input.key) === "on"}
                    aria-invalid={invalid}
                    aria-describedby={describedBy}
                  />
                  <label htmlFor={id}>{label}</label>
                </div>
                {hintEl}
                {errorEl}
              </div>
            );
          const common = {
            id,
            name: input.key,
            required: input.required,
            defaultValue: text(input.key),
            "aria-invalid": invalid,
            "aria-describedby": describedBy,
          };
          return (
            <div className="auth-form__field" key={key}>
              <label htmlFor={id}>{label}</label>
              {hintEl}
              {input.type === "textarea" ? (
                <textarea rows={5} maxLength={input.max_length} {...common} />
              ) : input.type === "dropdown" ? (
                <select {...common}>
                  <option value="">Choose…</option>
                  {input.enum?.map((choice) => (
                    <option key={choice.key} value={choice.key}>
                      {choice.display}
                    </option>
                  ))}
                </select>
              ) : (
                <input
                  type={inputTypeOf(input)}
                  maxLength={input.max_length}
                  min={input.min}
                  max={input.max}
                  placeholder={input.placeholder}
                  {...(input.type === "mobile" ? { inputMode: "tel" as const, autoComplete: "tel" } : {})}
                  {...(input.type === "email" ? { autoComplete: "email" } : {})}
                  {...common}
                />
              )}
              {errorEl}
            </div>
          );
        })}
        <button type="submit" className="button" disabled={busy}>
          {busy ? "Sending…" : form.submitTitle}
        </button>
      </Form>
    </div>
  );
}
