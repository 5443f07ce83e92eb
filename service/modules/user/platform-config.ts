/**
 * The store's sign-in settings (GET user/platform/v1.0/config, the official PlatformSchema): which
 * sign-in methods are on, which contacts a profile needs, the account-deletion reasons. Stored per
 * application in platform_configs; a store without a row gets the default document (the same one
 * the demo seed writes), and a stored document is read over the default, so fields added later
 * always have a value.
 */
import { eq } from "drizzle-orm";
import type { PlatformSchema } from "../../contract/types";
import type { Tx } from "../../db/client";
import { platformConfigs } from "../../db/schema";
import { documentId } from "../documents";

/** A fixed instant for the default document (the demo seed's base date). */
const DEFAULT_AT = "2026-01-01T00:00:00.000Z";

export function defaultPlatformConfig(applicationId: string): PlatformSchema {
  return {
    _id: documentId(applicationId, "platform_config"),
    name: "Vitrine",
    display: "Vitrine Demo Store",
    active: true,
    forgot_password: true,
    login: { password: true, otp: true },
    register: true,
    skip_captcha: true,
    skip_login: false,
    social: { facebook: false, google: false, apple: false, account_kit: false },
    social_tokens: {
      facebook: { app_id: "" },
      google: { app_id: "" },
      accountkit: { app_id: "" },
      apple: { app_id: "" },
    },
    required_fields: { email: { is_required: true, level: "hard" }, mobile: { is_required: true, level: "soft" } },
    register_required_fields: {
      email: { is_required: true, level: "hard" },
      mobile: { is_required: false, level: "soft" },
    },
    flash_card: { text: "", text_color: "", background_color: "" },
    subtext: "Sign in to follow products, save addresses and track your orders",
    look_and_feel: { card_position: "center", background_color: "#F3F3F3" },
    // Deleting an account locks it at once (decision 0005); nothing waits a number of days.
    delete_account_day: 0,
    delete_account_reasons: [
      { reason_id: "another-account", reason_text: "I have another account with this store", show_text_area: false },
      { reason_id: "not-using", reason_text: "I no longer shop here", show_text_area: false },
      { reason_id: "other", reason_text: "Something else", show_text_area: true },
    ],
    delete_account_consent: {
      consent_text:
        "I understand that deleting my account signs me out on every device and that I will not be able to sign in to this account again.",
    },
    session_config: { duration: 30, type: "days", is_rolling: false },
    created_at: DEFAULT_AT,
    updated_at: DEFAULT_AT,
  };
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

/** The stored document over the default, one level deep (so a stored `social` keeps the default's other keys). */
function mergePlatformConfig(base: PlatformSchema, stored: Record<string, unknown>): PlatformSchema {
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(stored)) {
    const current = out[key];
    out[key] = isPlainObject(current) && isPlainObject(value) ? { ...current, ...value } : value;
  }
  return out as unknown as PlatformSchema;
}

/** The application's platform config (the default document when none is stored). */
export async function loadPlatformConfig(db: Tx, applicationId: string): Promise<PlatformSchema> {
  const [row] = await db
    .select({ config: platformConfigs.config, updatedAt: platformConfigs.updatedAt })
    .from(platformConfigs)
    .where(eq(platformConfigs.applicationId, applicationId))
    .limit(1);
  const base = defaultPlatformConfig(applicationId);
  if (!row) return base;
  return { ...mergePlatformConfig(base, row.config), _id: base._id, updated_at: row.updatedAt.toISOString() };
}
