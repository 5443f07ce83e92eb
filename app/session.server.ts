/**
 * The shopper's session: one signed, HttpOnly, SameSite=Lax cookie. The signing secret comes from
 * SESSION_SECRET, or is generated once and kept in the data directory (never a constant in code).
 */
import { createCookieSessionStorage, type Session } from "@remix-run/node";
import { loadConfig } from "../config/env";
import { sessionSecret } from "../config/session-secret";
import type { StoredLocation } from "~/lib/location";
import type { OnboardingStep } from "~/lib/steps";

export interface SessionData {
  /** Theme id being previewed (theme editor / preview links). */
  previewThemeId: string;
  /** The shopper hid the preview bar. */
  previewBarHidden: boolean;
  /** Product slugs on the compare list (spec §4: no duplicates, at most MAX_COMPARE). */
  compare: string[];
  /** The commerce service's user session token (its `f.session` cookie) while the shopper is signed in. */
  userToken: string;
  /** A one-time code sent and not yet verified (sign-in, verifying an added contact, forgotten password). */
  pendingOtp: PendingOtp;
  /** A verified forgotten-password code's token, spent once on /auth/set-password/. */
  forgotToken: string;
  /** The shopper chose "Skip for now" on a soft profile-completion request (until sign-out). */
  profileSkipped: boolean;
  /** The shopper's delivery location and when it was chosen (lib/location: kept for one day). */
  location: StoredLocation;
  /** The currency code the shopper chose on /setting/currency (sent as x-currency-code). */
  currency: string;
  /**
   * The cart id the service last answered (`cart.id`), sent as `id` on cart calls: an anonymous
   * shopper's cart is found by it alone; at sign-in it is merged into the shopper's own cart.
   */
  cartId: string;
  /**
   * The ordering store the shopper chose (onboarding wizard or /setting/store): its uid and the
   * service's signed `f.ordering_store` cookie value, sent back on every service call.
   */
  orderingStore: { uid: number; cookie: string };
  /**
   * Signed-out order tracking (decision 0018): the service's signed `f.order_access` grant of the
   * order whose code the shopper answered, sent back on every service call (it expires by itself).
   */
  orderAccess: { orderId: string; cookie: string };
  /** A tracking code sent and not yet answered: for which order, its request_id and where it went. */
  orderOtp: { orderId: string; requestId: string; sentTo: string };
  /** The onboarding wizard in progress: its steps, fixed when it started, and how far the shopper got. */
  onboarding: OnboardingProgress;
}

export interface OnboardingProgress {
  steps: OnboardingStep[];
  /** Steps before this index are done; it is the furthest step the shopper may open. */
  reached: number;
  /** Where the shopper goes when the wizard is done (a local path). */
  redirectTo: string;
}

/** Shown once on the next page (e.g. "We've sent a new code"). */
export interface FlashData {
  authNotice: string;
  /** The outcome of a cart change made without JavaScript, shown on the page it went back to. */
  cartNotice: CartNotice;
}

export interface CartNotice {
  tone: "success" | "error";
  message: string;
  /** The form field the message is about (e.g. `item_size`), when it is one. */
  field?: string;
  /** What the shopper had typed in that field, put back after a refusal (the coupon code). */
  value?: string;
}

export interface PendingOtp {
  /** "sms" for a mobile number, "email" for an address. */
  channel: "sms" | "email";
  /** login: OTP sign-in; verify: a signed-in shopper's added contact; forgot: forgotten password. */
  purpose: "login" | "verify" | "forgot";
  /** The e-mail address, or the national mobile number. */
  target: string;
  /** Digits of the country calling code (mobile only). */
  countryCode?: string;
  /** The code's id (mobile: verify calls name it). */
  requestId?: string;
  /** Allows one resend (resend_token / resend_email_token). */
  resendToken: string;
  /** When the code was sent (ms since epoch). */
  sentAt: number;
  /** Seconds before the service accepts a resend. */
  resendTimer?: number;
}

const config = loadConfig();

const storage = createCookieSessionStorage<SessionData, FlashData>({
  cookie: {
    name: "__vitrine",
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: config.cookieSecure,
    secrets: [sessionSecret(config)],
    maxAge: 60 * 60 * 24 * 30,
  },
});

export type ShopperSession = Session<SessionData, FlashData>;

export function getSession(request: Request): Promise<ShopperSession> {
  return storage.getSession(request.headers.get("Cookie"));
}

export function commitSession(session: ShopperSession): Promise<string> {
  return storage.commitSession(session);
}
