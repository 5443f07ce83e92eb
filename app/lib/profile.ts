/**
 * The profile area (/profile/*, spec part 2 §2): its menu, the notices shown after a step, and small
 * display helpers. Pure.
 */

export interface ProfileNavEntry {
  href: string;
  label: string;
  /** Blocked (and hidden) when the store has the cart feature off. */
  needsCart: boolean;
}

export const PROFILE_NAV: readonly ProfileNavEntry[] = [
  { href: "/profile/details/", label: "Details", needsCart: false },
  { href: "/profile/orders/", label: "My orders", needsCart: true },
  { href: "/profile/phone/", label: "Phone numbers", needsCart: false },
  { href: "/profile/email/", label: "E-mail addresses", needsCart: false },
  { href: "/profile/address/", label: "Addresses", needsCart: false },
  { href: "/profile/refer-earn/", label: "Refer & earn", needsCart: true },
  { href: "/profile/refer-earn-credit/", label: "Reward points history", needsCart: true },
  { href: "/profile/my-cards/", label: "Saved cards", needsCart: true },
  { href: "/profile/refund-accounts/", label: "Refund accounts", needsCart: true },
  { href: "/notification-settings", label: "Notification settings", needsCart: false },
];

export function profileNav(cartDisabled: boolean): ProfileNavEntry[] {
  return PROFILE_NAV.filter((entry) => !(cartDisabled && entry.needsCart));
}

/** Gender choices (the service's values: male, female, unisex). */
export const GENDER_OPTIONS: readonly { value: "" | "male" | "female" | "unisex"; label: string }[] = [
  { value: "", label: "Prefer not to say" },
  { value: "male", label: "Male" },
  { value: "female", label: "Female" },
  { value: "unisex", label: "Other" },
];

/** Messages after a successful step, passed as `?done=<key>` on the 303 redirect. */
export const NOTICES = {
  "profile-saved": "Your details have been saved.",
  "password-set": "Your password has been set.",
  "password-changed": "Your password has been changed.",
  "email-added": "E-mail address added. We sent a code to it.",
  "email-saved": "E-mail address added.",
  "email-code-sent": "We sent a new code to the e-mail address.",
  "email-verified": "E-mail address verified.",
  "email-primary": "Primary e-mail address changed.",
  "email-deleted": "E-mail address removed.",
  "phone-added": "Phone number added. We sent a code to it by SMS.",
  "phone-saved": "Phone number added.",
  "phone-code-sent": "We sent a new code by SMS.",
  "phone-verified": "Phone number verified.",
  "phone-primary": "Primary phone number changed.",
  "phone-deleted": "Phone number removed.",
  "referral-redeemed": "Referral code applied.",
  "card-removed": "Card removed.",
  "address-added": "Address added.",
  "address-saved": "Address saved.",
  "address-default": "Default address changed.",
  "address-removed": "Address removed.",
  "shipment-cancelled": "Your shipment is cancelled.",
  "shipment-returned": "Your return request is placed.",
  "items-cancelled": "The items you chose are cancelled: they now make a shipment of their own in My orders.",
  "items-returned": "Your return request is placed: the items you chose now make a shipment of their own in My orders.",
  "refund-account-added": "Refund account added.",
  "refund-default": "Default refund account changed.",
  "refund-account-chosen": "The refund for this shipment will go to the chosen account.",
  "notifications-saved": "Your notification settings are saved.",
} as const;

export type NoticeKey = keyof typeof NOTICES;

export function noticeFor(done: string | null | undefined): string | null {
  return done && Object.hasOwn(NOTICES, done) ? NOTICES[done as NoticeKey] : null;
}

/** `<path>?done=<key>` plus any other query values (e.g. the entry being verified). */
export function doneUrl(path: string, done: NoticeKey, extra: Record<string, string | null | undefined> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(extra)) if (value) params.set(key, value);
  params.set("done", done);
  return `${path}?${params}`;
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "5 Mar 2025" (UTC, so server and browser agree); "" for an invalid date. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return "";
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return "";
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** "5 Mar 2025, 14:05 UTC" (UTC, so server and browser agree); "" for an invalid date. */
export function formatDateTime(value: string | null | undefined): string {
  const day = formatDate(value);
  if (!day) return "";
  const date = new Date(value!);
  const time = `${String(date.getUTCHours()).padStart(2, "0")}:${String(date.getUTCMinutes()).padStart(2, "0")}`;
  return `${day}, ${time} UTC`;
}

/** "+50" for a credit, "−20" for a debit (the sign from txn_name, else from the number). */
export function signedPoints(entry: { points: number; txn_name?: string }): string {
  const amount = Math.abs(entry.points);
  const debit = entry.txn_name ? entry.txn_name.toLowerCase() === "debit" : entry.points < 0;
  return `${debit ? "−" : "+"}${amount}`;
}

/** A stored date of birth as an <input type="date"> value (YYYY-MM-DD), or "". */
export function dobInputValue(dob: string | null | undefined): string {
  if (!dob) return "";
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(dob);
  if (iso) return `${iso[1]}-${iso[2]}-${iso[3]}`;
  // dd-mm-yyyy or dd/mm/yyyy
  const dmy = /^(\d{2})[-/](\d{2})[-/](\d{4})$/.exec(dob);
  if (dmy) return `${dmy[3]}-${dmy[2]}-${dmy[1]}`;
  return "";
}

/** A date of birth is a real calendar date between 1900-01-01 and today. */
export function isValidDob(value: string, today: Date): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return false;
  return year >= 1900 && date.getTime() <= today.getTime();
}

/** "Asha Rao", or the fallback when the account has no name yet. */
export function displayName(user: { first_name?: string; last_name?: string }, fallback = "Your account"): string {
  return (
    [user.first_name, user.last_name]
      .map((part) => part?.trim())
      .filter(Boolean)
      .join(" ") || fallback
  );
}
