/**
 * Coupons on the bag and on /cart/available-coupons/: the `/cart` action's two coupon intents
 * (`apply-coupon`, `remove-coupon`, zod) and the coupon views the pages show, formatted on the
 * server (the rules and their messages are the service's: an applied coupon that stops holding, or
 * one that does not hold for the cart, carries the service's message). Pure, so it is unit tested.
 */
import { z } from "zod";
import { formatPrice } from "~/lib/money";
import { formatDate } from "~/lib/profile";

/** The coupon box's text field (and the field a coupon notice is about). */
export const COUPON_FIELD = "coupon_code";

/** Coupon codes are letters, digits, "-" and "_" (the service upper-cases them). */
const MAX_CODE_LENGTH = 30;

export const COUPON_TEXTS = {
  /** An empty field. */
  required: "Enter a coupon code",
  /** The service's text for a code it does not know (coupon-rules.ts), used for malformed codes too. */
  invalid: "Invalid coupon code",
  applied: (code: string) => `Coupon ${code} applied`,
  removed: "Coupon removed",
} as const;

const couponIntentSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("apply-coupon"),
    [COUPON_FIELD]: z
      .string({ required_error: COUPON_TEXTS.required, invalid_type_error: COUPON_TEXTS.required })
      .trim()
      .min(1, COUPON_TEXTS.required)
      .max(MAX_CODE_LENGTH, COUPON_TEXTS.invalid)
      .regex(/^[\w-]+$/, COUPON_TEXTS.invalid)
      .transform((code) => code.toUpperCase()),
  }),
  z.object({ intent: z.literal("remove-coupon") }),
]);

export type CouponIntent = z.infer<typeof couponIntentSchema>;

/** Whether an intent (a form's `intent` value, or a parsed intent's) is one of the coupon intents. */
export function isCouponIntent(intent: unknown): boolean {
  return intent === "apply-coupon" || intent === "remove-coupon";
}

type CouponIntentResult =
  { ok: true; intent: CouponIntent } | { ok: false; intent: string; errors: Record<string, string> };

/** Parses a coupon form of the `/cart` action; null when the form is another intent's. */
export function parseCouponIntent(form: FormData | Record<string, unknown>): CouponIntentResult | null {
  const values = form instanceof FormData ? Object.fromEntries(form) : form;
  if (!isCouponIntent(values.intent)) return null;
  const parsed = couponIntentSchema.safeParse(values);
  if (parsed.success) return { ok: true, intent: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? "intent")] ??= issue.message;
  return { ok: false, intent: String(values.intent), errors };
}

/** The code a shopper typed, as it is put back in the field after a refusal (trimmed, bounded). */
export function typedCode(value: FormDataEntryValue | null | undefined): string {
  return typeof value === "string" ? value.trim().slice(0, 100) : "";
}

interface Currency {
  code?: string;
  symbol?: string;
}

/** The cart's coupon as the service answers it (`cart.coupon`). */
interface CartCouponInput {
  coupon_code: string;
  coupon_title: string;
  discount: number;
  is_applied: boolean;
  message: string;
}

export interface AppliedCouponView {
  code: string;
  title: string;
  /** "₹100 off applied", or why the coupon no longer holds for the cart. */
  message: string;
  /** False when the coupon is on the cart but no longer holds (it takes nothing off). */
  holds: boolean;
}

const money = (value: number, currency: Currency) => formatPrice(value, currency.symbol || "₹", currency.code);

/** The bag's coupon box when a coupon is on the cart; null when none is. */
export function appliedCouponView(
  coupon: CartCouponInput | null | undefined,
  currency: Currency,
): AppliedCouponView | null {
  if (!coupon?.coupon_code) return null;
  const holds = coupon.is_applied && coupon.discount > 0;
  return {
    code: coupon.coupon_code,
    title: coupon.coupon_title,
    message: holds ? `${money(coupon.discount, currency)} off applied` : coupon.message || COUPON_TEXTS.invalid,
    holds,
  };
}

/** One entry of the service's coupon list (`available_coupon_list`). */
interface CouponInput {
  coupon_code: string;
  title: string;
  sub_title: string;
  description: string;
  coupon_type: string;
  minimum_cart_value: number;
  max_discount_value: number;
  expires_on: string;
  is_applicable: boolean;
  is_applied: boolean;
  coupon_applicable_message: string;
}

interface CouponCardView {
  code: string;
  title: string;
  subTitle: string;
  description: string;
  /** "Minimum cart value ₹999", "Maximum discount ₹500", "Valid till 31 Dec 2031". */
  conditions: string[];
  applicable: boolean;
  applied: boolean;
  /** Why the coupon cannot be applied now (the service's message); "" when it can. */
  message: string;
}

/** A coupon's amounts are in rupees (the service's rule: coupon amounts are kept in INR). */
const INR = { code: "INR", symbol: "₹" };

/** The conditions of a coupon as short lines. */
export function couponConditions(
  coupon: Pick<CouponInput, "coupon_type" | "minimum_cart_value" | "max_discount_value" | "expires_on">,
): string[] {
  const lines: string[] = [];
  if (coupon.minimum_cart_value > 0) lines.push(`Minimum cart value ${money(coupon.minimum_cart_value, INR)}`);
  if (coupon.coupon_type === "percentage" && coupon.max_discount_value > 0)
    lines.push(`Maximum discount ${money(coupon.max_discount_value, INR)}`);
  const expiry = formatDate(coupon.expires_on);
  if (expiry) lines.push(`Valid till ${expiry}`);
  return lines;
}

/** One card of /cart/available-coupons/. */
export function couponCardView(coupon: CouponInput): CouponCardView {
  return {
    code: coupon.coupon_code,
    title: coupon.title,
    subTitle: coupon.sub_title,
    description: coupon.description,
    conditions: couponConditions(coupon),
    applicable: coupon.is_applicable,
    applied: coupon.is_applied,
    message: coupon.is_applicable ? "" : coupon.coupon_applicable_message || COUPON_TEXTS.invalid,
  };
}

/** The bag's path with its query (e.g. `?buy_now=true&id=…`), where coupon forms go back to. */
export function withQuery(path: string, search: string): string {
  const query = search.replace(/^\?/, "");
  return query ? `${path}?${query}` : path;
}
