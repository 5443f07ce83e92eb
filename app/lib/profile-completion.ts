/**
 * Profile completion (spec part 2 §4, decision 0005): when the store's platform config requires an
 * e-mail or a mobile number, the shopper needs a primary, verified one. "hard" always sends the
 * shopper to /auth/edit-profile/; "soft" unless they skipped it in this session. Pure.
 */

export type ContactKind = "email" | "mobile";
export type ProfileCompletion = "complete" | "soft" | "hard";

export interface RequiredFieldLevel {
  is_required: boolean;
  level: string;
}

export type RequiredFields = Partial<Record<ContactKind, RequiredFieldLevel | null | undefined>>;

/** The parts of a user the rule looks at. */
export interface ContactHolder {
  emails?: { primary: boolean; verified: boolean; active?: boolean }[] | null;
  phone_numbers?: { primary: boolean; verified: boolean; active?: boolean }[] | null;
}

const KINDS: ContactKind[] = ["email", "mobile"];

/** Whether the user has a primary AND verified (and not deactivated) entry of that kind. */
export function hasVerifiedPrimary(user: ContactHolder, kind: ContactKind): boolean {
  const entries = (kind === "email" ? user.emails : user.phone_numbers) ?? [];
  return entries.some((entry) => entry.primary && entry.verified && entry.active !== false);
}

/** The required kinds the user lacks, each with its level ("hard" or "soft"). */
export function missingContacts(
  user: ContactHolder,
  required: RequiredFields | null | undefined,
): { kind: ContactKind; level: "hard" | "soft" }[] {
  const missing: { kind: ContactKind; level: "hard" | "soft" }[] = [];
  for (const kind of KINDS) {
    const rule = required?.[kind];
    if (!rule?.is_required || hasVerifiedPrimary(user, kind)) continue;
    missing.push({ kind, level: rule.level === "hard" ? "hard" : "soft" });
  }
  return missing;
}

/**
 * "complete" when nothing required is missing (or only soft requirements the shopper skipped);
 * "hard" when any missing kind is hard (hard wins over soft); otherwise "soft".
 */
export function profileCompletion(
  user: ContactHolder,
  required: RequiredFields | null | undefined,
  skipped = false,
): ProfileCompletion {
  const missing = missingContacts(user, required);
  if (missing.some((m) => m.level === "hard")) return "hard";
  if (missing.length && !skipped) return "soft";
  return "complete";
}
