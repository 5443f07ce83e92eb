/**
 * The `/cart` action's input (one form per operation, like the reference storefronts' cart route):
 * `intent` names the operation, the other fields are the SDK's cart line fields. Server only in
 * practice (zod stays out of the browser's JavaScript); pure, so it is unit tested.
 */
import { z } from "zod";
import { safeRedirect } from "~/lib/redirect";

/** The fewest and the most of one line a shopper can ask for in one go (the service checks stock). */
export const MIN_LINE_QUANTITY = 1;
export const MAX_LINE_QUANTITY = 50;

export const CART_MESSAGES = {
  size: "Please select a size",
  product: "Unknown product",
  quantity: "Quantity must be a whole number",
  quantityMin: `Quantity must be at least ${MIN_LINE_QUANTITY}`,
  quantityMax: `Quantity can be at most ${MAX_LINE_QUANTITY}`,
  intent: "Choose add, update or remove",
} as const;

/** A form field holding a whole number ("3"), with the shoppers' messages for anything else. */
function wholeNumber(messages: { min: string; max: string; type: string }, min: number, max: number) {
  return z.preprocess(
    (value) => (typeof value === "string" && value.trim() !== "" ? Number(value.trim()) : value),
    z
      .number({ required_error: messages.type, invalid_type_error: messages.type })
      .int(messages.type)
      .min(min, messages.min)
      .max(max, messages.max),
  );
}

const quantity = wholeNumber(
  { type: CART_MESSAGES.quantity, min: CART_MESSAGES.quantityMin, max: CART_MESSAGES.quantityMax },
  MIN_LINE_QUANTITY,
  MAX_LINE_QUANTITY,
);
/** Product uids are positive integers (the SDK's item_id). */
const itemId = wholeNumber(
  { type: CART_MESSAGES.product, min: CART_MESSAGES.product, max: CART_MESSAGES.product },
  1,
  Number.MAX_SAFE_INTEGER,
);
const size = z
  .string({ required_error: CART_MESSAGES.size, invalid_type_error: CART_MESSAGES.size })
  .trim()
  .min(1, CART_MESSAGES.size)
  .max(40, CART_MESSAGES.size);
/** Optional text fields the bag's forms carry along (article id, line identifier). */
const token = z
  .string()
  .trim()
  .max(100)
  .regex(/^[\w.:-]*$/)
  .optional()
  .transform((value) => value || undefined);

/** A cart line as the service knows it: product, size and the line's own ids when the bag sends them. */
/** The line's quantity the shopper saw before the change (the bag's forms send it; analytics labels the change). */
const previousQuantity = z.preprocess(
  (value) => (value === "" || value === undefined ? undefined : Number(value)),
  z.number().int().min(0).max(MAX_LINE_QUANTITY).optional().catch(undefined),
);

const line = {
  item_id: itemId,
  previous_quantity: previousQuantity,
  item_size: size,
  article_id: token,
  identifier: token,
  item_index: z.preprocess(
    (value) => (value === "" || value === undefined ? undefined : Number(value)),
    z.number().int().min(0).max(1000).optional(),
  ),
};

const cartIntentSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("add"), ...line, quantity: quantity.default(MIN_LINE_QUANTITY) }),
    z.object({ intent: z.literal("update"), ...line, quantity }),
    z.object({ intent: z.literal("remove"), ...line }),
  ],
  { errorMap: () => ({ message: CART_MESSAGES.intent }) },
);

export type CartIntent = z.infer<typeof cartIntentSchema>;

type CartIntentResult =
  { ok: true; intent: CartIntent } | { ok: false; intent: string | null; errors: Record<string, string> };

/** Parses one `/cart` form; errors are keyed by field name (first message per field). */
export function parseCartIntent(form: FormData | Record<string, unknown>): CartIntentResult {
  const values = form instanceof FormData ? Object.fromEntries(form) : form;
  // `quantity` is optional for add: an empty field means one.
  if (values.intent === "add" && values.quantity === "") delete values.quantity;
  const parsed = cartIntentSchema.safeParse(values);
  if (parsed.success) return { ok: true, intent: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? "intent");
    errors[field] ??= issue.message;
  }
  return { ok: false, intent: typeof values.intent === "string" ? values.intent : null, errors };
}

/** The bag's path. */
export const BAG_PATH = "/cart/bag/";

/**
 * Where a form without JavaScript goes back to after a cart change: the page it came from (a
 * same-site path in `redirectTo`, else the Referer when it is this store's), or the bag.
 */
export function cartReturnPath(redirectTo: unknown, referer: string | null, origin: string): string {
  if (typeof redirectTo === "string" && redirectTo) return safeRedirect(redirectTo, BAG_PATH);
  if (!referer) return BAG_PATH;
  try {
    const url = new URL(referer);
    if (url.origin !== origin) return BAG_PATH;
    return safeRedirect(url.pathname + url.search, BAG_PATH);
  } catch {
    return BAG_PATH;
  }
}
