/** The contact form's fields (its rules, with zod, are in contact-form.ts: they stay on the server). */
export const CONTACT_FIELDS = ["name", "email", "phone", "comment"] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

/** A field people never see (bots fill it in): a form with it filled is thanked and dropped. */
export const HONEYPOT_FIELD = "website";
