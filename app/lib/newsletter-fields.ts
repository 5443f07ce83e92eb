/** The newsletter sign-up form's names and messages (its rules, with zod, are in newsletter.ts: server only). */
/** Where the form posts without JavaScript (a page: the thank-you, or the form with its error). */
export const NEWSLETTER_ACTION = "/newsletter";
/** Where the enhanced form posts (a resource route answering the result as JSON). */
export const NEWSLETTER_API = "/api/newsletter";
/** A field people never see (bots fill it in): a form with it filled is thanked and dropped. */
export const NEWSLETTER_TRAP = "website";
export const NEWSLETTER_MESSAGES = {
  subscribed: "Thank you for subscribing! Look out for our next newsletter in your inbox.",
  already: "You are already subscribed with this e-mail address. Thank you!",
  required: "Enter your e-mail address",
  invalid: "Enter a valid e-mail address, like name@example.com",
} as const;

/** What the sign-up action answers: the outcome, or the field error with what was typed. */
export type NewsletterResult =
  | { status: "subscribed" | "already"; message: string }
  | { status: "error"; email: string; fieldError: string | null; formError: string | null };
