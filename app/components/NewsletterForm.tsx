import { useRef, useState, type FormEvent } from "react";
import {
  NEWSLETTER_ACTION,
  NEWSLETTER_API,
  NEWSLETTER_MESSAGES,
  NEWSLETTER_TRAP,
  type NewsletterResult,
} from "~/lib/newsletter-fields";
import { FieldError } from "~/components/field-messages";

interface NewsletterFormProps {
  /** Makes the ids unique on the page. */
  idPrefix: string;
  buttonText: string;
  /** The result of a sign-up posted without JavaScript (the /newsletter page). */
  result?: NewsletterResult | null;
}

const failed = (email: string): NewsletterResult => ({
  status: "error",
  email,
  fieldError: null,
  formError: "We could not sign you up just now. Please try again.",
});

/** The answer of /api/newsletter, or a failure (keeping the typed address) when there is none. */
async function send(body: FormData): Promise<NewsletterResult> {
  try {
    const response = await fetch(NEWSLETTER_API, { method: "POST", body, headers: { Accept: "application/json" } });
    const result = (await response.json()) as NewsletterResult;
    if (result && typeof result === "object" && "status" in result) return result;
  } catch {
    /* offline, or not JSON: FAILED below */
  }
  const email = body.get("email");
  return failed(typeof email === "string" ? email : "");
}

/**
 * The newsletter sign-up: an e-mail field and a button. Without JavaScript it posts to /newsletter
 * (a page: the thank-you, or the form again with its error and the typed address); with it the form
 * posts to /api/newsletter and the result shows here, the error linked to the field (which takes the
 * focus) and the typed address kept. No router hooks: it renders anywhere, sections included.
 */
export function NewsletterForm({ idPrefix, buttonText, result: posted = null }: NewsletterFormProps) {
  const [sent, setSent] = useState<NewsletterResult | null>(null);
  const [busy, setBusy] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const result = sent ?? posted;
  const inputId = `${idPrefix}-email`;
  const errorId = `${inputId}-error`;
  const error = result?.status === "error" ? result : null;
  const fieldError = error?.fieldError ?? null;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    const answer = await send(new FormData(event.currentTarget));
    setBusy(false);
    setSent(answer);
    if (answer.status === "error" && answer.fieldError) inputRef.current?.focus();
  };

  if (result && result.status !== "error") {
    return (
      <p className="newsletter__done" role="status">
        {result.message || NEWSLETTER_MESSAGES[result.status]}
      </p>
    );
  }
  return (
    <form
      method="post"
      action={NEWSLETTER_ACTION}
      className="newsletter__form"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
    >
      <div className="newsletter__field">
        <label htmlFor={inputId}>E-mail address</label>
        <input
          ref={inputRef}
          id={inputId}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          maxLength={254}
          defaultValue={error?.email ?? ""}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? errorId : undefined}
        />
        <FieldError id={errorId} message={fieldError} />
      </div>
      <div className="newsletter__trap" aria-hidden="true">
        <label htmlFor={`${idPrefix}-${NEWSLETTER_TRAP}`}>Leave this field empty</label>
        <input
          id={`${idPrefix}-${NEWSLETTER_TRAP}`}
          name={NEWSLETTER_TRAP}
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
      <button type="submit" className="button newsletter__button" aria-disabled={busy || undefined}>
        {busy ? "Signing up…" : buttonText}
      </button>
      {error?.formError ? (
        <p className="field-error newsletter__error" role="alert">
          {error.formError}
        </p>
      ) : null}
    </form>
  );
}
