/**
 * The newsletter sign-up's actions and page. The action checks the address (~/lib/newsletter),
 * asks the service to record its consent to e-mail (communication module: giveEmailConsent; a
 * signed-in shopper's own e-mail channel says yes too) and answers:
 *  - at /newsletter (the form without JavaScript, from any page): a 303 to /newsletter?subscribed=…
 *    (the page says thank you), or the page again with the field error and the typed address;
 *  - at /api/newsletter (the enhanced form): the result as JSON, shown beside the form.
 * A form whose hidden trap field is filled in was sent by a bot: thanked the same way, nothing stored.
 */
import { data, redirect, type AppLoadContext } from "@remix-run/node";
import { serviceFailure } from "~/forms.server";
import { checkSignUp } from "~/lib/newsletter";
import { NEWSLETTER_MESSAGES, type NewsletterResult } from "~/lib/newsletter-fields";
import { requestScope } from "~/request-scope.server";

type Outcome = "subscribed" | "already";

const outcomeOf = (value: string | null): Outcome | null =>
  value === "subscribed" || value === "already" ? value : null;

/** The page's message after a sign-up without JavaScript (`?subscribed=subscribed|already`). */
export function loadNewsletterPage(request: Request) {
  const outcome = outcomeOf(new URL(request.url).searchParams.get("subscribed"));
  return { result: outcome ? ({ status: outcome, message: NEWSLETTER_MESSAGES[outcome] } as NewsletterResult) : null };
}

/** `api`: answer JSON (the enhanced form); else redirect after a sign-up (the page). */
export async function handleNewsletter(request: Request, context: AppLoadContext, mode: "page" | "api") {
  const form = await request.formData();
  const inline = mode === "api";
  const done = (outcome: Outcome) =>
    inline
      ? Response.json({ status: outcome, message: NEWSLETTER_MESSAGES[outcome] } satisfies NewsletterResult)
      : redirect(`/newsletter?subscribed=${outcome}`, 303);
  const failure = (result: NewsletterResult, status: number) =>
    inline ? Response.json(result, { status }) : data<NewsletterResult>(result, { status });
  const checked = checkSignUp(form);
  if (!checked.ok) {
    return failure({ status: "error", email: checked.email, fieldError: checked.error, formError: null }, 400);
  }
  if (checked.trapped) return done("subscribed");
  try {
    const api = await requestScope(request, context).shopperApi();
    const consent = await api.communication.giveEmailConsent({ body: { email: checked.email } });
    return done(consent.already_subscribed ? "already" : "subscribed");
  } catch (error) {
    // The service's refusal (too many sign-ups from one network) is shown on the form.
    const refused = serviceFailure(error);
    return failure(
      { status: "error", email: checked.email, fieldError: null, formError: refused.message },
      refused.status,
    );
  }
}
