/**
 * One e-mail address or mobile number: how it is shown once a code has been sent to it (masked),
 * whether typed input is an e-mail address, and the `target` string naming a number in a URL or
 * form (`<country code>-<number>`). Pure and small enough for the client bundle (phone parsing
 * and formatting live in ~/lib/phone.server). Lists of a shopper's entries: ~/lib/contact-list.
 */

/** "asha.rao@example.com" → "as•••@example.com": enough to recognise, not to harvest. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at <= 0) return "•••";
  const local = email.slice(0, at);
  const shown = local.length <= 2 ? local.slice(0, 1) : local.slice(0, 2);
  return `${shown}•••${email.slice(at)}`;
}

/** ("91", "9876543210") → "+91 ••••••3210". */
export function maskMobile(countryCode: string | number | undefined, mobile: string): string {
  const digits = mobile.replace(/\D/g, "");
  const tail = digits.slice(-4);
  const hidden = "•".repeat(Math.max(digits.length - tail.length, 0));
  return `${countryCode ? `+${String(countryCode).replace(/^\+/, "")} ` : ""}${hidden}${tail}`;
}

/** Whether the shopper typed an e-mail address rather than a number (the form's one contact field). */
export function looksLikeEmail(input: string): boolean {
  return input.includes("@");
}

const COUNTRY_CODE = /^\d{1,4}$/;
const NUMBER = /^\d{4,15}$/;

/** `91-9876543210`: the target of a phone number (as the service names code targets). */
export function phoneTarget(countryCode: number | string, phone: string): string {
  return `${String(countryCode).replace(/^\+/, "")}-${phone}`;
}

/** The country code and number of a phone target, or null when it is not one. */
export function parsePhoneTarget(target: string | null | undefined): { countryCode: string; phone: string } | null {
  if (typeof target !== "string") return null;
  const match = /^\+?(\d+)-(\d+)$/.exec(target.trim());
  if (!match || !COUNTRY_CODE.test(match[1]) || !NUMBER.test(match[2])) return null;
  return { countryCode: match[1], phone: match[2] };
}
