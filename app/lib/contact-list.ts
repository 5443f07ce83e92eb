/**
 * The shopper's lists of e-mail addresses and phone numbers as the profile pages show them (spec
 * part 2 §4: entries carry active, primary, verified): order, badges, what may be done with an
 * entry, and finding the entry a `target` names (an e-mail address, or `<country code>-<number>`,
 * see ~/lib/contact). Pure; phone numbers are formatted on the server (app/lib/phone.server.ts).
 */
import { parsePhoneTarget } from "~/lib/contact";

interface ContactFlags {
  primary: boolean;
  verified: boolean;
  active: boolean;
}

export type ContactBadge = "Primary" | "Verified" | "Unverified";

/** Primary first, then verified entries; otherwise the service's order. */
export function sortContacts<T extends ContactFlags>(entries: readonly T[]): T[] {
  const rank = (entry: T) => (entry.primary ? 0 : entry.verified ? 1 : 2);
  return entries
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => rank(a.entry) - rank(b.entry) || a.index - b.index)
    .map(({ entry }) => entry);
}

export function contactBadges(entry: ContactFlags): ContactBadge[] {
  const badges: ContactBadge[] = [];
  if (entry.primary) badges.push("Primary");
  badges.push(entry.verified ? "Verified" : "Unverified");
  return badges;
}

/** Only a verified entry that is not already primary can become primary. */
export function canMakePrimary(entry: ContactFlags): boolean {
  return entry.verified && !entry.primary;
}

/** The primary entry cannot be deleted (another one is made primary first). */
export function canDelete(entry: ContactFlags): boolean {
  return !entry.primary;
}

/** An unverified entry can be sent a code. */
export function canVerify(entry: ContactFlags): boolean {
  return !entry.verified;
}

/** The entry a target names (e-mail addresses compare without case). */
export function findEmail<T extends { email: string }>(entries: readonly T[], email: string): T | undefined {
  const wanted = email.trim().toLowerCase();
  return entries.find((entry) => entry.email.toLowerCase() === wanted);
}

export function findPhone<T extends { phone: string; country_code: number | string }>(
  entries: readonly T[],
  target: string,
): T | undefined {
  const parsed = parsePhoneTarget(target);
  if (!parsed) return undefined;
  return entries.find((entry) => entry.phone === parsed.phone && String(entry.country_code) === parsed.countryCode);
}
