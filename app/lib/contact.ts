/**
 * Contacts on the auth pages: how an e-mail address or mobile number is shown once a code has been
 * sent to it (masked), and links between the auth steps that carry the redirect target. Pure and
 * small enough for the client bundle (phone parsing lives in ~/lib/phone, server-side only).
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

/**
 * An auth path with the redirect target carried along (only when it is not the home page, so plain
 * links stay plain). `extra` adds query parameters.
 */
export function authHref(path: string, redirectUrl?: string | null, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams(extra);
  if (redirectUrl && redirectUrl !== "/") params.set("redirectUrl", redirectUrl);
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}
