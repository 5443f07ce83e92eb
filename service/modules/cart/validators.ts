/**
 * Inputs of the cart routes: the cart calls' query and bodies (add and update lines), the address
 * list's query (the official SDK's filters) and an address's fields.
 */
import { z } from "zod";

const text = (name: string, max: number) => z.string().trim().max(max, `${name} must be at most ${max} characters`);

export const addressQuery = z.object({
  // Accepted for the official SDK; the cart does not change which addresses a shopper has.
  cart_id: text("cart_id", 100).optional(),
  buy_now: z.enum(["true", "false"], { message: "buy_now must be true or false" }).optional(),
  mobile_no: z
    .string()
    .trim()
    .transform((v) => v.replace(/[\s()+-]/g, ""))
    .pipe(z.string().regex(/^\d{0,15}$/, "mobile_no must contain only digits"))
    .optional(),
  checkout_mode: z.enum(["self", "other"], { message: "checkout_mode must be self or other" }).optional(),
  tags: z
    .union([z.string(), z.array(z.string())])
    .transform((v) =>
      (Array.isArray(v) ? v : [v])
        .flatMap((t) => t.split(","))
        .map((t) => t.trim())
        .filter(Boolean),
    )
    .pipe(z.array(text("tags", 50)).max(20, "At most 20 tags"))
    .optional(),
  is_default: z.enum(["true", "false"], { message: "is_default must be true or false" }).optional(),
});
export type AddressQuery = z.infer<typeof addressQuery>;

const optionalText = (name: string, max: number) => text(name, max).optional();
const required = (name: string, max: number) =>
  z
    .string({ required_error: `${name} is required`, invalid_type_error: `${name} must be text` })
    .trim()
    .min(1, `${name} is required`)
    .max(max, `${name} must be at most ${max} characters`);

/** Address types the storefront offers (shown as Home, Office, Other); any case is accepted. */
const ADDRESS_TYPES = ["home", "office", "other"] as const;
const ADDRESS_TYPE_MAX = 50;

/**
 * The fields of a saved address (Fynd's cart Address), as a shopper sends them to add or edit one.
 * Unknown fields (`_custom_json`, `meta`, `google_map_point`, an `id`) are ignored. The per-country
 * rules of the address form (which fields, their patterns) are the storefront's and logistics';
 * here are the rules every address keeps.
 */
const addressFields = {
  name: required("name", 100),
  address: required("address", 500),
  area: optionalText("area", 200),
  landmark: optionalText("landmark", 200),
  sector: optionalText("sector", 200),
  area_code: required("area_code", 20),
  city: required("city", 100),
  state: required("state", 100),
  state_code: optionalText("state_code", 10),
  country: optionalText("country", 100),
  country_iso_code: z
    .string({ invalid_type_error: "country_iso_code must be text" })
    .trim()
    .regex(/^[A-Za-z]{2}$/, "country_iso_code must be a two-letter country code")
    .transform((v) => v.toUpperCase())
    .optional(),
  country_code: optionalText("country_code", 10),
  country_phone_code: z
    .string({ invalid_type_error: "country_phone_code must be text" })
    .trim()
    .regex(/^\+?\d{1,4}$/, "country_phone_code must be like +91")
    .transform((v) => `+${v.replace(/^\+/, "")}`)
    .optional(),
  phone: z
    .string({ invalid_type_error: "phone must be text" })
    .trim()
    .transform((v) => v.replace(/[\s()-]/g, ""))
    .pipe(z.string().regex(/^\d{4,15}$/, "Invalid Phone Number"))
    .optional(),
  email: z
    .string({ invalid_type_error: "email must be text" })
    .trim()
    .max(254, "email must be at most 254 characters")
    .pipe(z.union([z.literal(""), z.string().email("Invalid email address")]))
    .optional(),
  // Free text as in Fynd: home, office and other (any case) are kept in lower case; any other text is
  // the name of an 'Other' address ("Gym"), kept as typed.
  address_type: z
    .string({ invalid_type_error: "address_type must be text" })
    .trim()
    .min(1, "address_type must not be empty")
    .max(ADDRESS_TYPE_MAX, `address_type must be at most ${ADDRESS_TYPE_MAX} characters`)
    .transform((v) => ((ADDRESS_TYPES as readonly string[]).includes(v.toLowerCase()) ? v.toLowerCase() : v))
    .optional(),
  geo_location: z
    .object(
      {
        latitude: z.number({ required_error: "latitude is required" }).min(-90).max(90),
        longitude: z.number({ required_error: "longitude is required" }).min(-180).max(180),
      },
      { invalid_type_error: "geo_location must be {latitude, longitude}" },
    )
    .nullable()
    .optional(),
  tags: z.array(text("tags", 50), { invalid_type_error: "tags must be a list" }).max(20, "At most 20 tags").optional(),
  is_default_address: z.boolean({ invalid_type_error: "is_default_address must be true or false" }).optional(),
  checkout_mode: z.enum(["self", "other"], { message: "checkout_mode must be self or other" }).optional(),
};

/** Indian addresses carry a 6-digit pincode as their area code. */
const pincodeRule = (value: { area_code?: string; country_iso_code?: string }, ctx: z.RefinementCtx) => {
  if (
    (value.country_iso_code ?? "IN") === "IN" &&
    value.area_code !== undefined &&
    !/^[1-9]\d{5}$/.test(value.area_code)
  )
    ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["area_code"], message: "Invalid pincode" });
};

const body = { invalid_type_error: "The body must be an object" };

/** POST cart/v1.0/address. */
export const addressBody = z.object(addressFields, body).superRefine(pincodeRule);
export type AddressInput = z.infer<typeof addressBody>;

/** PUT cart/v1.0/address/{id}: the fields to change (the rest stay as they are). */
export const addressPatch = z.object(addressFields, body).partial();
export type AddressPatch = z.infer<typeof addressPatch>;

export const addressParams = z.object({ id: z.string().trim().min(1).max(64) });

// ---------------------------------------------------------------------------------------------
// The cart (cart/v1.0/detail, basic, cart_archive).

const flag = (name: string) => z.enum(["true", "false"], { message: `${name} must be true or false` }).optional();

/** A cart id (the API's `id`, `cart_id`): 24 hexadecimal characters. */
const cartIdNamed = (name: string) =>
  z
    .string()
    .trim()
    .regex(/^[0-9a-f]{24}$/, `${name} must be a cart id (24 hexadecimal characters)`);

/** The `id` of a cart call ("" counts as none). */
const optionalCartId = cartIdNamed("id")
  .optional()
  .or(z.literal("").transform(() => undefined));

/** The cart a call acts on: the shopper's cart `id` (none: their current one) and whether it is the buy-now cart. */
export interface CartSelector {
  id: string | undefined;
  buyNow: boolean;
}

const cartSelector = (id: string | undefined, buyNow: "true" | "false" | undefined): CartSelector => ({
  id,
  buyNow: buyNow === "true",
});

/** The query fields that name the cart of a call (`id`, `buy_now`). */
const cartSelectorFields = { id: optionalCartId, buy_now: flag("buy_now") };

/** The query every cart call may carry; the official SDK's other parameters are accepted and ignored. */
export const cartQuery = z
  .object({
    ...cartSelectorFields,
    i: flag("i"),
    b: flag("b"),
    c: flag("c"),
    p: flag("p"),
    area_code: text("area_code", 20).optional(),
    order_type: text("order_type", 40).optional(),
    cart_type: text("cart_type", 40).optional(),
    assign_card_id: text("assign_card_id", 100).optional(),
  })
  .transform((q) => cartSelector(q.id, q.buy_now));

/** A number given as a number or as digits (form posts send text); anything else is refused. */
const numeric = (schema: z.ZodNumber) =>
  z.preprocess((v) => (typeof v === "string" && v.trim() !== "" ? Number(v.trim()) : v), schema);

const quantity = numeric(
  z
    .number({ invalid_type_error: "Quantity must be a number", required_error: "Quantity is required" })
    .int("Quantity must be a whole number")
    .min(1, "Quantity must be at least 1")
    .max(2_147_483_647, "Quantity is too large"),
);
const itemId = numeric(
  z
    .number({ invalid_type_error: "item_id must be a product uid", required_error: "item_id is required" })
    .int("item_id must be a product uid")
    .positive("item_id must be a product uid")
    .max(2_147_483_647, "item_id must be a product uid"),
);
const itemSize = z
  .string({ required_error: "Choose a size", invalid_type_error: "item_size must be text" })
  .trim()
  .min(1, "Choose a size")
  .max(64, "item_size must be at most 64 characters");
const articleId = text("article_id", 128).optional();

/** POST cart/v1.0/detail. */
export const addCartBody = z.object({
  items: z
    .array(z.object({ item_id: itemId, item_size: itemSize, quantity, article_id: articleId }), {
      required_error: "items is required",
      invalid_type_error: "items must be a list",
    })
    .min(1, "Add at least one item")
    .max(50, "At most 50 items at a time"),
  new_cart: z.boolean({ invalid_type_error: "new_cart must be true or false" }).optional(),
});
export type AddCartInput = z.infer<typeof addCartBody>;

/** PUT cart/v1.0/detail: lines by `identifiers.identifier`, else by article or product and size. */
export const updateCartBody = z.object({
  operation: z.enum(["update_item", "remove_item"], { message: "operation must be update_item or remove_item" }),
  items: z
    .array(
      z.object({
        identifiers: z.object({ identifier: text("identifier", 64).optional() }).optional(),
        item_id: itemId.optional(),
        item_size: itemSize.optional(),
        article_id: articleId,
        quantity: quantity.optional(),
        item_index: z.number().int().min(0).optional(),
      }),
      { required_error: "items is required", invalid_type_error: "items must be a list" },
    )
    .min(1, "Give at least one item")
    .max(50, "At most 50 items at a time"),
});
export type UpdateCartInput = z.infer<typeof updateCartBody>;

/** POST cart/v1.0/coupon. */
export const applyCouponBody = z.object({
  coupon_code: z
    .string({ required_error: "Enter a coupon code", invalid_type_error: "Enter a coupon code" })
    .trim()
    .min(1, "Enter a coupon code")
    .max(40, "coupon_code must be at most 40 characters"),
});

// ---------------------------------------------------------------------------------------------
// Checkout steps.

const cartId = cartIdNamed("cart_id");

/** select-address's query: the cart is `cart_id` here. */
export const selectAddressQuery = z
  .object({ cart_id: cartId.optional(), buy_now: flag("buy_now"), i: flag("i"), b: flag("b") })
  .transform((q) => cartSelector(q.cart_id, q.buy_now));

/** POST cart/v1.0/select-address. */
export const selectAddressBody = z.object({
  id: text("id", 64).optional(),
  billing_address_id: text("billing_address_id", 64).optional(),
  cart_id: cartId.optional(),
});
export type SelectAddressInput = z.infer<typeof selectAddressBody>;

/** The spec's payment mode codes (part 2 §9). */
const PAYMENT_MODES = ["NB", "WL", "COD", "FC", "CARD", "PL", "PS", "UPI", "OP", "QR", "PG_PAYMENT"] as const;

/** GET cart/v1.0/payment/validate/: the cart query and the payment chosen. */
export const paymentValidateQuery = z
  .object({
    id: cartIdNamed("id").optional(),
    buy_now: flag("buy_now"),
    payment_mode: z
      .enum(PAYMENT_MODES, { message: `payment_mode must be one of ${PAYMENT_MODES.join(", ")}` })
      .optional(),
    payment_identifier: text("payment_identifier", 100).optional(),
    aggregator_name: text("aggregator_name", 100).optional(),
    merchant_code: text("merchant_code", 100).optional(),
    address_id: text("address_id", 64).optional(),
    iin: text("iin", 12).optional(),
    network: text("network", 40).optional(),
    type: text("type", 40).optional(),
    card_id: text("card_id", 100).optional(),
    cart_type: text("cart_type", 40).optional(),
  })
  .transform((q) => ({ sel: cartSelector(q.id, q.buy_now), paymentMode: q.payment_mode }));

// ---------------------------------------------------------------------------------------------
// Checkout (payment, checkout v1 and v2).

const choiceText = (name: string, max = 100) =>
  z
    .string({ invalid_type_error: `${name} must be text` })
    .trim()
    .max(max, `${name} must be at most ${max} characters`);

/** PUT cart/v1.0/payment. */
export const paymentModeBody = z.object(
  {
    id: choiceText("id", 64).optional(),
    address_id: choiceText("address_id", 64).optional(),
    payment_mode: choiceText("payment_mode", 20).optional(),
    payment_identifier: choiceText("payment_identifier").optional(),
    aggregator_name: choiceText("aggregator_name").optional(),
    merchant_code: choiceText("merchant_code").optional(),
  },
  body,
);
export type PaymentModeInput = z.infer<typeof paymentModeBody>;

const checkoutFields = {
  payment_mode: z
    .string({ required_error: "Payment options are required", invalid_type_error: "payment_mode must be text" })
    .trim()
    .min(1, "Payment options are required")
    .max(20, "payment_mode must be at most 20 characters"),
  id: choiceText("id", 64).optional(),
  address_id: choiceText("address_id", 64).optional(),
  billing_address_id: choiceText("billing_address_id", 64).optional(),
  aggregator: choiceText("aggregator").optional(),
  payment_identifier: choiceText("payment_identifier").optional(),
  merchant_code: choiceText("merchant_code").optional(),
  card_id: choiceText("card_id").optional(),
  /** Where a gateway's hosted page returns to: an absolute http(s) URL. */
  callback_url: z
    .string({ invalid_type_error: "callback_url must be text" })
    .trim()
    .max(2000, "callback_url must be at most 2000 characters")
    .refine((v) => v === "" || /^https?:\/\/[^\s/?#]+/i.test(v), "callback_url must be an absolute http(s) URL")
    .optional(),
};

/** POST cart/v1.0/checkout: the fields this store uses; the official SDK's others are accepted and ignored. */
export const checkoutBody = z.object(checkoutFields, body).passthrough();
export type CheckoutInput = z.infer<typeof checkoutBody> &
  Partial<Pick<z.infer<typeof checkoutV2Body>, "payment_methods">>;

/** POST cart/v2.0/checkout: v1's fields and at least one payment method. */
export const checkoutV2Body = z
  .object(
    {
      ...checkoutFields,
      cart_id: choiceText("cart_id", 64).optional(),
      payment_methods: z
        .array(
          z
            .object({
              mode: choiceText("mode", 20),
              payment_meta: z
                .object({
                  payment_gateway: choiceText("payment_gateway").optional(),
                  payment_identifier: choiceText("payment_identifier").optional(),
                  merchant_code: choiceText("merchant_code").optional(),
                })
                .passthrough()
                .optional(),
            })
            .passthrough(),
          {
            required_error: "Payment options are required",
            invalid_type_error: "payment_methods must be a list",
          },
        )
        .min(1, "Payment options are required")
        .max(5, "At most 5 payment methods"),
    },
    body,
  )
  .passthrough();

/** The checkout's idempotency-key header: a repeated checkout with it answers the first order. */
export const idempotencyKey = z.string().trim().min(1).max(100).optional();

// ---------------------------------------------------------------------------------------------
// Shared carts (cart/v1.0/share-cart).

/** POST cart/v1.0/share-cart: the cart to share (else the caller's) and free meta (at most 2 KB of JSON). */
export const shareCartBody = z
  .object(
    {
      id: cartIdNamed("id")
        .optional()
        .or(z.literal("").transform(() => undefined)),
      meta: z
        .record(z.unknown(), { invalid_type_error: "meta must be an object" })
        .refine((m) => JSON.stringify(m).length <= 2000, "meta must be at most 2000 characters of JSON")
        .optional(),
    },
    body,
  )
  .default({});
export type ShareCartInput = z.infer<typeof shareCartBody>;

/** A shared cart's token (an unknown one is a 404 of the call, not a field error). */
export const sharedCartParams = z.object({ token: z.string().trim().min(1).max(100) });

/** POST cart/v1.0/share-cart/{token}/{action}. */
export const sharedCartActionParams = sharedCartParams.extend({
  action: z.enum(["merge", "replace"], { message: "action must be merge or replace" }),
});

// ---------------------------------------------------------------------------------------------
// Promotions, reward points, cart meta and shipments.

const pageSize = numeric(z.number({ invalid_type_error: "page_size must be a number" }).int().min(1).max(100))
  .optional()
  .transform((v) => v ?? 20);
const slug = text("slug", 200).min(1, "slug is required");

/** GET cart/v1.0/available-ladder-prices. */
export const ladderOffersQuery = z.object({
  slug,
  store_id: text("store_id", 40).optional(),
  promotion_id: text("promotion_id", 64).optional(),
  page_size: pageSize,
});
export type LadderOffersQuery = z.infer<typeof ladderOffersQuery>;

/** GET cart/v1.0/bulk-price: the product by slug, item_id or uid. */
export const bulkPriceQuery = z
  .object({
    item_id: numeric(z.number({ invalid_type_error: "item_id must be a number" }).int()).optional(),
    article_id: text("article_id", 100).optional(),
    uid: numeric(z.number({ invalid_type_error: "uid must be a number" }).int()).optional(),
    slug: slug.optional(),
  })
  .refine((q) => q.slug || q.item_id !== undefined || q.uid !== undefined, {
    message: "slug, item_id or uid is required",
    path: ["slug"],
  });
export type BulkPriceQuery = z.infer<typeof bulkPriceQuery>;

/** GET cart/v1.0/available-promotions. */
export const promotionOffersQuery = z.object({
  slug: slug.optional(),
  page_size: pageSize,
  promotion_group: text("promotion_group", 40).optional(),
  promotion_type: text("promotion_type", 40).optional(),
  store_id: text("store_id", 40).optional(),
  cart_type: text("cart_type", 40).optional(),
  cart_id: text("cart_id", 100).optional(),
  auto_apply: flag("auto_apply"),
});
export type PromotionOffersQuery = z.infer<typeof promotionOffersQuery>;

/** GET cart/v1.0/available-payment-offers (the cart's id and uid are accepted: offers are store-wide). */
export const paymentOffersQuery = z.object({
  id: text("id", 100).optional(),
  uid: numeric(z.number({ invalid_type_error: "uid must be a number" }).int()).optional(),
});

/** POST cart/v1.0/redeem/points/ (RewardPointCreation). */
export const rewardPointsBody = z.object(
  { points: z.boolean({ required_error: "points is required", invalid_type_error: "points must be true or false" }) },
  body,
);

/** GET cart/v1.0/shipment. */
export const shipmentsQuery = z
  .object({
    ...cartSelectorFields,
    p: flag("p"),
    i: flag("i"),
    address_id: text("address_id", 64).optional(),
    area_code: text("area_code", 20).optional(),
    order_type: text("order_type", 40).optional(),
  })
  .transform((q) => ({
    sel: cartSelector(q.id, q.buy_now),
    addressId: q.address_id,
    areaCode: q.area_code,
    orderType: q.order_type ?? "HomeDelivery",
  }));

const GSTIN = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/**
 * PUT cart/v1.0/meta (CartMetaCreation, and `staff_user_id`: the staff member chosen on the bag,
 * "" to clear). Only the fields sent change.
 */
export const cartMetaBody = z
  .object(
    {
      gstin: z
        .string({ invalid_type_error: "gstin must be text" })
        .trim()
        .toUpperCase()
        .refine((v) => v === "" || GSTIN.test(v), "Enter a valid GSTIN")
        .optional(),
      comment: text("comment", 500).optional(),
      checkout_mode: z.enum(["self", "other"], { message: "checkout_mode must be self or other" }).optional(),
      pick_up_customer_details: z.record(z.unknown(), { invalid_type_error: "must be an object" }).optional(),
      delivery_slots: z.record(z.unknown(), { invalid_type_error: "must be an object" }).optional(),
      gift_details: z.record(z.unknown(), { invalid_type_error: "must be an object" }).optional(),
      custom_cart_meta: z.record(z.unknown(), { invalid_type_error: "must be an object" }).optional(),
      staff_user_id: text("staff_user_id", 64).optional(),
    },
    body,
  )
  .refine((b) => JSON.stringify(b).length <= 10_000, "The cart meta is too large");
export type CartMetaInput = z.infer<typeof cartMetaBody>;
