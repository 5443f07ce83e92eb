/**
 * The shopper's cart (cart/v1.0/detail, basic, cart_archive): which cart a call means, its lines,
 * and the answer with prices read from the catalogue at the time of the call, in the shopper's
 * currency (decision 0008).
 *
 * Which cart (decision 0009): a signed-in shopper has one open regular cart
 * and one open buy-now cart, found by the session; an anonymous cart is found by its random id
 * alone (the `id` query the storefront keeps). When a signed-in shopper's call carries the id of an
 * open anonymous cart, that cart is merged into the shopper's own (quantities of the same article
 * summed, up to the stock) and closed; the answer carries the shopper's cart id. Another shopper's
 * cart id is a 404; the id of a closed cart (archived, merged) counts as no id.
 *
 * Every write runs in one transaction that first locks the cart row, so concurrent adds to a cart
 * are serialised; the unique (cart, article) index keeps one line per article in any case.
 */
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import type {
  AddCartDetailResponse,
  AppliedPromotion,
  BasePrice,
  CartDetailResponse,
  CartItemCountResponse,
  CartProductInfo,
  DeleteCartDetailResponse,
  ProductPrice,
  UpdateCartDetailResponse,
} from "../../contract/types";
import type { Db, Tx } from "../../db/client";
import { newId } from "../../db/ids";
import { ownedBy } from "../../db/owner";
import { brands, cartLines, carts, categories, products, productSizes, sellers, stores } from "../../db/schema";
import { ApiError, notFound } from "../../http/errors";
import { convertAmount, type Pricing } from "../catalog/money";
import { aliasColumns, scopedQuantity, scopedStore, type StockScope } from "../catalog/store-stock";
import { cartBreakup, deliveryChargesConfig } from "./breakup";
import { checkCoupon } from "./coupon-rules";
import { couponContext, findCoupon, toCartDetailCoupon, toCouponBreakup } from "./coupons";
import { appliedPromotion, livePromotions } from "./promotion-offers";
import { applyPromotions } from "./promotions";
import { rewardDebitEnabled } from "../rewards/offers";
import { pointsBalance } from "../rewards/points";
import type { AddCartInput, CartSelector, UpdateCartInput } from "./validators";

/** Who calls: the application and, when signed in, the shopper. */
export interface CartCaller {
  applicationId: string;
  userId?: string;
}

export type CartRow = typeof carts.$inferSelect;

/** What an answer depends on besides the cart: the shopper's currency and the time (coupon validity). */
export interface CartEnv {
  pricing: Pricing;
  now: number;
  /** The store the shopper chose to order from: the lines' stock and store are its (store-stock.ts). */
  scope?: StockScope;
}

const CART_MESSAGES = {
  cartNotFound: "Cart not found",
  productNotFound: "Product not found",
  sizeNotFound: "This size is not available for this product",
  notSellable: "This product is not available for sale",
  outOfStock: "This size is out of stock",
  onlyLeft: (stock: number) => `Only ${stock} left in stock`,
  lineNotFound: "This item is not in the cart",
  quantityRequired: "Quantity is required",
  added: "Added to cart",
  updated: "Cart updated",
  removed: "Item removed from the cart",
  archived: "Cart archived",
} as const;

// ---------------------------------------------------------------------------------------------
// Which cart

/** The shopper's open cart of one kind, created when asked and missing (race-safe by the unique index). */
async function shopperCart(tx: Tx, who: CartCaller & { userId: string }, buyNow: boolean, create: boolean) {
  const find = () =>
    tx
      .select()
      .from(carts)
      .where(and(ownedBy(carts, who), eq(carts.buyNow, buyNow), isNull(carts.closedAt)))
      .then((rows) => rows[0]);
  const found = await find();
  if (found || !create) return found;
  await tx
    .insert(carts)
    .values({ id: newId(), applicationId: who.applicationId, userId: who.userId, buyNow })
    .onConflictDoNothing();
  return find();
}

/**
 * The cart a call means (see the module comment), or undefined when there is none and `create` is
 * false. A signed-in call carrying an open anonymous cart's id merges it first.
 */
export async function resolveCart(
  tx: Tx,
  who: CartCaller,
  sel: CartSelector,
  create: boolean,
): Promise<CartRow | undefined> {
  if (sel.id) {
    const [row] = await tx
      .select()
      .from(carts)
      .where(and(eq(carts.id, sel.id), eq(carts.applicationId, who.applicationId)));
    if (!row || (row.userId !== null && row.userId !== who.userId)) throw notFound(CART_MESSAGES.cartNotFound);
    // A closed cart, or a cart of the other kind than asked, counts as no id.
    if (!row.closedAt && row.buyNow === sel.buyNow) {
      if (row.userId === (who.userId ?? null)) return row;
      if (who.userId) return mergeIntoShopperCart(tx, row, { ...who, userId: who.userId });
    }
  }
  if (who.userId) return shopperCart(tx, { ...who, userId: who.userId }, sel.buyNow, create);
  if (!create) return undefined;
  const [created] = await tx
    .insert(carts)
    .values({ id: newId(), applicationId: who.applicationId, userId: null, buyNow: sel.buyNow })
    .returning();
  return created;
}

/** Locks the cart row for the rest of the transaction (writes to one cart run one at a time). */
export async function lockCart(tx: Tx, cart: CartRow): Promise<CartRow> {
  const [row] = await tx.select().from(carts).where(eq(carts.id, cart.id)).for("update");
  return row;
}

/** Re-reads a cart row (its updated_at after a write). */
export const reread = async (tx: Tx, cart: CartRow) => (await tx.select().from(carts).where(eq(carts.id, cart.id)))[0];

const touch = (tx: Tx, cartId: string) =>
  tx
    .update(carts)
    .set({ updatedAt: sql`now()` })
    .where(eq(carts.id, cartId));

/**
 * A new line's creation time: the lines' order is the order they were added in, also within one
 * transaction, and also when the clock has not moved since the cart's last line (PGlite's clock is
 * coarse): a tie would leave the order to the lines' random ids.
 */
export const nextLineTime = (cartId: string) =>
  sql<Date>`greatest(clock_timestamp(), (select max(${cartLines.createdAt}) + interval '1 millisecond' from ${cartLines} where ${cartLines.cartId} = ${cartId}))`;

/** Adds `quantity` of an article to a line (creating it), in one statement. */
const upsertLine = (tx: Tx, cartId: string, a: { productUid: number; size: string; articleId: string }, qty: number) =>
  tx
    .insert(cartLines)
    .values({
      id: newId(),
      cartId,
      productUid: a.productUid,
      size: a.size,
      articleId: a.articleId,
      quantity: qty,
      createdAt: nextLineTime(cartId),
    })
    .onConflictDoUpdate({
      target: [cartLines.cartId, cartLines.articleId],
      set: { quantity: sql`${cartLines.quantity} + excluded.quantity`, updatedAt: sql`now()` },
    });

/**
 * Moves an anonymous cart's lines into the shopper's cart of the same kind and closes it. Regular
 * carts sum quantities (up to the article's stock, never below what the shopper's line had);
 * a buy-now cart replaces the shopper's buy-now lines.
 */
async function mergeIntoShopperCart(
  tx: Tx,
  anonymous: CartRow,
  who: CartCaller & { userId: string },
): Promise<CartRow> {
  // Locked first, and read again: a concurrent call may have merged it meanwhile.
  const fresh = await lockCart(tx, anonymous);
  const target = await lockCart(tx, await shopperCart(tx, who, anonymous.buyNow, true));
  if (fresh.closedAt) return target;
  await moveLines(tx, anonymous, target);
  await tx
    .update(carts)
    .set({ closedAt: sql`now()`, closedReason: "merged", mergedInto: target.id, updatedAt: sql`now()` })
    .where(eq(carts.id, anonymous.id));
  await touch(tx, target.id);
  return reread(tx, target);
}

/**
 * Adds `source`'s lines to `target` (both locked). Regular carts sum quantities (up to the article's
 * stock, never below what the target's line had); a buy-now cart replaces the target's lines.
 */
async function moveLines(tx: Tx, source: CartRow, target: CartRow): Promise<void> {
  const incoming = await tx
    .select({ line: cartLines, stock: productSizes.quantity })
    .from(cartLines)
    .leftJoin(productSizes, eq(productSizes.articleId, cartLines.articleId))
    .where(eq(cartLines.cartId, source.id))
    .orderBy(asc(cartLines.createdAt), asc(cartLines.id));
  if (source.buyNow) await tx.delete(cartLines).where(eq(cartLines.cartId, target.id));
  const existing = new Map(
    (await tx.select().from(cartLines).where(eq(cartLines.cartId, target.id))).map((l) => [l.articleId, l]),
  );
  for (const { line, stock } of incoming) {
    const had = existing.get(line.articleId)?.quantity ?? 0;
    const sum = had + line.quantity;
    const quantity = stock !== null && stock > 0 ? Math.max(had, Math.min(sum, stock)) : sum;
    if (quantity === had) continue;
    await upsertLine(tx, target.id, line, quantity - had);
  }
}

/**
 * Gives a checked-out cart back to its shopper after its payment failed (decision 0015): reopened as
 * it was, or, when the shopper has opened another cart of the same kind since (one open cart per
 * shopper), its lines moved into that one like an anonymous cart's at sign-in.
 */
export async function reopenCart(tx: Tx, cartId: string): Promise<void> {
  const [cart] = await tx.select().from(carts).where(eq(carts.id, cartId)).for("update");
  if (!cart?.closedAt) return;
  const open = cart.userId
    ? await shopperCart(tx, { applicationId: cart.applicationId, userId: cart.userId }, cart.buyNow, false)
    : undefined;
  if (!open) {
    await tx
      .update(carts)
      .set({ closedAt: null, closedReason: null, updatedAt: sql`now()` })
      .where(eq(carts.id, cart.id));
    return;
  }
  const target = await lockCart(tx, open);
  await moveLines(tx, cart, target);
  await tx
    .update(carts)
    .set({ closedReason: "merged", mergedInto: target.id, updatedAt: sql`now()` })
    .where(eq(carts.id, cart.id));
  await touch(tx, target.id);
}

// ---------------------------------------------------------------------------------------------
// The answer

/**
 * Lines with their article, product, brand, category, store and seller, oldest first; the article's
 * stock and store (and its sizes' stock) as the scope sells them.
 */
async function loadLines(db: Tx, cartId: string, scope: StockScope | undefined) {
  const rows = await db
    .select({
      line: cartLines,
      article: productSizes,
      stock: scopedQuantity(scope),
      product: {
        uid: products.uid,
        slug: products.slug,
        name: products.name,
        itemCode: products.itemCode,
        itemType: products.itemType,
        attributes: products.attributes,
        tags: products.tags,
        medias: products.medias,
        discountPercent: products.discountPercent,
        currencyCode: products.currencyCode,
        sellable: products.sellable,
      },
      brand: { uid: brands.uid, name: brands.name },
      category: { uid: categories.uid, name: categories.name },
      store: { uid: stores.uid, name: stores.name, code: stores.code },
      seller: { uid: sellers.uid, name: sellers.name },
      sizes: sql<{ value: string; display: string; quantity: number }[]>`(
        select coalesce(json_agg(json_build_object('value', s.value, 'display', s.display, 'quantity', ${scopedQuantity(scope, aliasColumns("s"))})
          order by s.position), '[]'::json)
        from ${productSizes} s where s.product_uid = ${products.uid})`,
    })
    .from(cartLines)
    .innerJoin(productSizes, eq(productSizes.articleId, cartLines.articleId))
    .innerJoin(products, eq(products.uid, productSizes.productUid))
    .innerJoin(brands, eq(brands.uid, products.brandUid))
    .innerJoin(categories, eq(categories.uid, products.categoryUid))
    .leftJoin(stores, eq(stores.uid, scopedStore(scope)))
    .leftJoin(sellers, eq(sellers.uid, stores.sellerUid))
    .where(eq(cartLines.cartId, cartId))
    .orderBy(asc(cartLines.createdAt), asc(cartLines.id));
  return rows.map(({ stock, ...row }) => ({ ...row, article: { ...row.article, quantity: Number(stock) } }));
}
type LineRow = Awaited<ReturnType<typeof loadLines>>[number];

/** Why a line cannot be checked out as it is ("" when it can). */
function lineProblem(row: Pick<LineRow, "product" | "article" | "line">): string {
  if (!row.product.sellable) return CART_MESSAGES.notSellable;
  if (row.article.quantity <= 0) return CART_MESSAGES.outOfStock;
  if (row.article.quantity < row.line.quantity) return CART_MESSAGES.onlyLeft(row.article.quantity);
  return "";
}

const symbolOf = (code: string, pricing: Pricing) => (code === pricing.currency.code ? pricing.currency.symbol : "₹");

/** A unit price in the product's own currency and in the shopper's. */
function unitPrices(row: LineRow, pricing: Pricing) {
  const from = pricing.rates.get(row.product.currencyCode) ?? 1;
  const base = {
    code: row.product.currencyCode,
    marked: row.article.priceMarked,
    effective: row.article.priceEffective,
  };
  const converted = {
    code: pricing.currency.code,
    marked: convertAmount(base.marked, from, pricing.currency),
    effective: convertAmount(base.effective, from, pricing.currency),
  };
  return { base, converted };
}

function price(p: { code: string; marked: number; effective: number }, pricing: Pricing, times = 1): ProductPrice {
  const digits = p.code === pricing.currency.code ? pricing.currency.decimalDigits : 2;
  const round = (v: number) => Math.round(v * times * 10 ** digits) / 10 ** digits;
  return {
    currency_code: p.code,
    currency_symbol: symbolOf(p.code, pricing),
    marked: round(p.marked),
    effective: round(p.effective),
    selling: round(p.effective),
    add_on: 0,
  };
}

const basePrice = (p: ProductPrice): BasePrice => ({
  currency_code: p.currency_code,
  currency_symbol: p.currency_symbol,
  marked: p.marked,
  effective: p.effective,
});

function toItem(row: LineRow, pricing: Pricing): CartProductInfo {
  const { base, converted } = unitPrices(row, pricing);
  const problem = lineProblem(row);
  const article = row.article;
  const slug = row.product.slug;
  const discount = Math.round((1 - converted.effective / (converted.marked || 1)) * 100);
  return {
    key: `${row.product.uid}_${article.value}`,
    identifiers: { identifier: row.line.id },
    quantity: row.line.quantity,
    discount: discount > 0 ? `${discount}% OFF` : "",
    message: problem,
    coupon_message: "",
    is_set: false,
    moq: { minimum: 1, maximum: Math.max(article.quantity, 0), increment_unit: 1 },
    parent_item_identifiers: null,
    bulk_offer: {},
    product: {
      uid: row.product.uid,
      name: row.product.name,
      slug,
      type: "product",
      item_code: row.product.itemCode,
      brand: { uid: row.brand.uid, name: row.brand.name },
      categories: [{ uid: row.category.uid, name: row.category.name }],
      images: row.product.medias
        .filter((m) => m.type === "image")
        .map((m) => ({ url: m.url, secure_url: m.url, aspect_ratio: "13:20" })),
      action: { type: "product", url: `/product/${slug}`, query: { product_slug: [slug] } },
      attributes: { ...row.product.attributes, brand_name: row.brand.name },
      tags: row.product.tags,
      _custom_json: {},
    },
    article: {
      uid: article.articleId,
      size: article.value,
      quantity: article.quantity,
      seller: { uid: row.seller?.uid ?? 0, name: row.seller?.name ?? "" },
      store: { uid: row.store?.uid ?? 0, name: row.store?.name ?? "", store_code: row.store?.code ?? "" },
      seller_identifier: article.sellerIdentifier,
      type: "article",
      tags: [],
      price: { base: basePrice(price(base, pricing)), converted: basePrice(price(converted, pricing)) },
      extra_meta: {},
      _custom_json: {},
      meta: {},
      parent_item_identifiers: null,
      identifier: {},
      mto_quantity: 0,
    },
    price: { base: price(base, pricing, row.line.quantity), converted: price(converted, pricing, row.line.quantity) },
    price_per_unit: { base: price(base, pricing), converted: price(converted, pricing) },
    availability: {
      sizes: row.sizes.map((s) => s.value),
      available_sizes: row.sizes.map((s) => ({ value: s.value, display: s.display, is_available: s.quantity > 0 })),
      out_of_stock: article.quantity <= 0,
      deliverable: true,
      is_valid: problem === "",
      other_store_quantity: 0,
    },
    promo_meta: { message: "" },
    promotions_applied: [],
    charges: [],
  };
}

/** The staff member chosen on the bag is kept this long (spec: 900000 ms). */
const STAFF_SELECTION_MS = 15 * 60_000;

/**
 * The cart answer (`cart` may be undefined: an empty cart with `id: ""`). `ownerView: false` (a
 * shared cart seen by anyone with its link) leaves out the owner's reward points.
 */
export async function cartDetail(
  db: Tx,
  cart: CartRow | undefined,
  env: CartEnv,
  { ownerView = true }: { ownerView?: boolean } = {},
): Promise<CartDetailResponse> {
  const { pricing } = env;
  const rows = cart ? await loadLines(db, cart.id, env.scope) : [];
  const items = rows.map((row) => toItem(row, pricing));
  const valid = rows.filter((row) => lineProblem(row) === "");
  const lines = valid.map((row) => ({
    ...unitPrices(row, pricing).converted,
    quantity: row.line.quantity,
    productUid: row.product.uid,
  }));
  // Promotions on the valid lines, then the payment-mode offer for the cart's chosen mode.
  const rules = cart && lines.length > 0 ? await livePromotions(db, cart.applicationId, env.now) : [];
  const promoted = applyPromotions(rules, lines, cart?.paymentMode ?? "", pricing.currency);
  const applied: AppliedPromotion[] = [];
  valid.forEach((row, i) => {
    const p = promoted.lines[i];
    if (!p) return;
    const promotion = appliedPromotion(p.promotion, p.amount, row.line.quantity);
    const item = items[rows.indexOf(row)];
    item.promotions_applied = [promotion];
    item.promo_meta = { message: p.promotion.offerText };
    applied.push(promotion);
  });
  if (promoted.cartOffer) applied.push(appliedPromotion(promoted.cartOffer.promotion, promoted.cartOffer.amount, 0));
  const base = {
    currency: pricing.currency,
    lines,
    promotion: { discount: promoted.total, names: applied.map((p) => p.promotion_name) },
    // The signed-in shopper's points, when the store lets them be redeemed.
    rewardPoints:
      ownerView && cart?.userId && (await rewardDebitEnabled(db, cart.applicationId))
        ? { balance: (await pointsBalance(db, cart.userId, env.now)).points, applied: cart.rewardPointsApplied }
        : undefined,
  };
  let { breakup, deliveryChargeInfo } = cartBreakup(base);
  // The applied coupon, checked against the cart as it is now.
  const couponRow = cart?.couponCode ? await findCoupon(db, cart.applicationId, cart.couponCode) : undefined;
  const check = couponRow
    ? checkCoupon(
        couponRow,
        await couponContext(db, cart!, breakup.raw.subtotal, { now: env.now, currency: pricing.currency }),
      )
    : undefined;
  if (couponRow && check?.ok) {
    ({ breakup, deliveryChargeInfo } = cartBreakup({
      ...base,
      coupon: { code: couponRow.code, discount: check.discount },
    }));
  }
  if (couponRow && check) breakup.coupon = toCouponBreakup(couponRow, check);
  const isValid = items.length > 0 && valid.length === items.length;
  const staffKept =
    cart?.staffUserId && cart.staffSelectedAt && env.now - cart.staffSelectedAt.getTime() < STAFF_SELECTION_MS;
  return {
    id: cart?.id ?? "",
    uid: cart ? String(cart.number) : "",
    cart_id: cart?.number ?? 0,
    buy_now: cart?.buyNow ?? false,
    items,
    breakup_values: breakup,
    is_valid: isValid,
    message:
      items.length === 0 ? "Cart is empty" : isValid ? "" : "Some items in the cart cannot be ordered as they are",
    checkout_mode: cart?.checkoutMode ?? "self",
    comment: cart?.comment ?? "",
    gstin: cart?.gstin ?? "",
    coupon_text: couponRow && check?.ok ? `${couponRow.code} applied` : "",
    delivery_charge_info: deliveryChargeInfo,
    restrict_checkout: !isValid,
    last_modified: cart ? cart.updatedAt.toUTCString() : "",
    currency: { code: pricing.currency.code, symbol: pricing.currency.symbol },
    coupon: toCartDetailCoupon(couponRow, check),
    applied_promo_details: applied,
    payment_selection_lock: { enabled: false, default_options: "", payment_identifier: "" },
    common_config: { delivery_charges_config: deliveryChargesConfig(pricing.currency) },
    notification: {},
    staff_user_id: staffKept ? cart.staffUserId! : "",
    pan_no: "",
    pan_config: {},
    custom_cart_meta: (cart?.meta.custom_cart_meta as Record<string, unknown> | undefined) ?? {},
    success: true,
  };
}

// ---------------------------------------------------------------------------------------------
// Calls

/** GET cart/v1.0/detail. Merging an anonymous cart is the only write a read may do. */
export async function getCart(db: Db, who: CartCaller, sel: CartSelector, env: CartEnv) {
  return db.transaction(async (tx) => cartDetail(tx, await resolveCart(tx, who, sel, false), env));
}

/** HEAD cart/v1.0/detail: when the cart last changed (404 when there is no cart). */
export async function cartLastModified(db: Db, who: CartCaller, sel: CartSelector): Promise<Date> {
  const cart = await db.transaction((tx) => resolveCart(tx, who, sel, false));
  if (!cart) throw notFound(CART_MESSAGES.cartNotFound);
  return cart.updatedAt;
}

/** GET cart/v1.0/basic: the sum of the cart's quantities. */
export async function cartItemCount(db: Db, who: CartCaller, sel: CartSelector): Promise<CartItemCountResponse> {
  return db.transaction(async (tx) => {
    const cart = await resolveCart(tx, who, sel, false);
    if (!cart) return { user_cart_items_count: 0 };
    const [row] = await tx
      .select({ count: sql<number>`coalesce(sum(${cartLines.quantity}), 0)::int` })
      .from(cartLines)
      .innerJoin(productSizes, eq(productSizes.articleId, cartLines.articleId))
      .where(eq(cartLines.cartId, cart.id));
    return { user_cart_items_count: Number(row.count) };
  });
}

interface LineOutcome {
  key: string;
  ok: boolean;
  message: string;
  status: 400 | 404;
}

/** The answer of an add or update: 4xx when every line failed, else the cart and each line's outcome. */
function outcome(outcomes: LineOutcome[], okMessage: string) {
  const failed = outcomes.filter((o) => !o.ok);
  if (failed.length === outcomes.length) throw new ApiError(failed[0].status, failed[0].message);
  const result = Object.fromEntries(outcomes.map((o) => [o.key, { success: o.ok, message: o.message }]));
  return { partial: failed.length > 0, result, message: failed.length ? failed[0].message : okMessage };
}

/** POST cart/v1.0/detail: adds lines (summing quantities per article); a buy-now add replaces the buy-now cart. */
export async function addItems(
  db: Db,
  who: CartCaller,
  sel: CartSelector,
  input: AddCartInput,
  env: CartEnv,
): Promise<AddCartDetailResponse> {
  return db.transaction(async (tx) => {
    const cart = await lockCart(tx, (await resolveCart(tx, who, sel, true))!);
    if (input.new_cart || cart.buyNow) await tx.delete(cartLines).where(eq(cartLines.cartId, cart.id));
    const articles = (
      await tx
        .select({ article: productSizes, stock: scopedQuantity(env.scope), sellable: products.sellable })
        .from(productSizes)
        .innerJoin(products, eq(products.uid, productSizes.productUid))
        .where(
          inArray(
            productSizes.productUid,
            input.items.map((i) => i.item_id),
          ),
        )
    ).map(({ stock, ...a }) => ({ ...a, article: { ...a.article, quantity: Number(stock) } }));
    const inCart = new Map(
      (await tx.select().from(cartLines).where(eq(cartLines.cartId, cart.id))).map((l) => [l.articleId, l.quantity]),
    );
    const outcomes: LineOutcome[] = [];
    for (const item of input.items) {
      const key = `${item.item_id}_${item.item_size}`;
      const fail = (status: 400 | 404, message: string) => outcomes.push({ key, ok: false, status, message });
      const ofProduct = articles.filter((a) => a.article.productUid === item.item_id);
      const found = ofProduct.find(
        (a) => a.article.value === item.item_size && (!item.article_id || a.article.articleId === item.article_id),
      );
      if (ofProduct.length === 0) fail(404, CART_MESSAGES.productNotFound);
      else if (!found) fail(404, CART_MESSAGES.sizeNotFound);
      else if (!found.sellable) fail(400, CART_MESSAGES.notSellable);
      else if (found.article.quantity <= 0) fail(400, CART_MESSAGES.outOfStock);
      else {
        const had = inCart.get(found.article.articleId) ?? 0;
        if (had + item.quantity > found.article.quantity) fail(400, CART_MESSAGES.onlyLeft(found.article.quantity));
        else {
          await upsertLine(
            tx,
            cart.id,
            { productUid: item.item_id, size: found.article.value, articleId: found.article.articleId },
            item.quantity,
          );
          inCart.set(found.article.articleId, had + item.quantity);
          outcomes.push({ key, ok: true, status: 400, message: CART_MESSAGES.added });
        }
      }
    }
    const { partial, result, message } = outcome(outcomes, CART_MESSAGES.added);
    await touch(tx, cart.id);
    return { success: true, message, partial, result, cart: await cartDetail(tx, await reread(tx, cart), env) };
  });
}

/** PUT cart/v1.0/detail: sets lines' quantities (update_item) or removes lines (remove_item). */
export async function updateCart(
  db: Db,
  who: CartCaller,
  sel: CartSelector,
  input: UpdateCartInput,
  env: CartEnv,
): Promise<UpdateCartDetailResponse> {
  return db.transaction(async (tx) => {
    const resolved = await resolveCart(tx, who, sel, false);
    if (!resolved) throw notFound(CART_MESSAGES.cartNotFound);
    const cart = await lockCart(tx, resolved);
    const lines = await tx
      .select({ line: cartLines, stock: scopedQuantity(env.scope), sellable: products.sellable })
      .from(cartLines)
      .innerJoin(productSizes, eq(productSizes.articleId, cartLines.articleId))
      .innerJoin(products, eq(products.uid, productSizes.productUid))
      .where(eq(cartLines.cartId, cart.id));
    const outcomes: LineOutcome[] = [];
    for (const item of input.items) {
      const identifier = item.identifiers?.identifier;
      const found = lines.find(({ line }) =>
        identifier
          ? line.id === identifier
          : item.article_id
            ? line.articleId === item.article_id
            : line.productUid === item.item_id && line.size === item.item_size,
      );
      const key = found
        ? `${found.line.productUid}_${found.line.size}`
        : `${item.item_id ?? ""}_${item.item_size ?? ""}`;
      const fail = (status: 400 | 404, message: string) => outcomes.push({ key, ok: false, status, message });
      if (!found) fail(404, CART_MESSAGES.lineNotFound);
      else if (input.operation === "remove_item") {
        await tx.delete(cartLines).where(eq(cartLines.id, found.line.id));
        outcomes.push({ key, ok: true, status: 400, message: CART_MESSAGES.removed });
      } else if (item.quantity === undefined) fail(400, CART_MESSAGES.quantityRequired);
      else if (item.quantity > found.line.quantity && !found.sellable) fail(400, CART_MESSAGES.notSellable);
      else if (item.quantity > found.stock)
        fail(400, found.stock <= 0 ? CART_MESSAGES.outOfStock : CART_MESSAGES.onlyLeft(found.stock));
      else {
        await tx
          .update(cartLines)
          .set({ quantity: item.quantity, updatedAt: sql`now()` })
          .where(eq(cartLines.id, found.line.id));
        outcomes.push({ key, ok: true, status: 400, message: CART_MESSAGES.updated });
      }
    }
    const { result, message } = outcome(
      outcomes,
      input.operation === "remove_item" ? CART_MESSAGES.removed : CART_MESSAGES.updated,
    );
    await touch(tx, cart.id);
    return { success: true, message, result, cart: await cartDetail(tx, await reread(tx, cart), env) };
  });
}

/** PUT cart/v1.0/cart_archive: closes the cart; the next add starts a new one. */
export async function archiveCart(db: Db, who: CartCaller, sel: CartSelector): Promise<DeleteCartDetailResponse> {
  return db.transaction(async (tx) => {
    const cart = await resolveCart(tx, who, sel, false);
    if (!cart) throw notFound(CART_MESSAGES.cartNotFound);
    await lockCart(tx, cart);
    await tx
      .update(carts)
      .set({ closedAt: sql`now()`, closedReason: "archived", updatedAt: sql`now()` })
      .where(eq(carts.id, cart.id));
    return { success: true, message: CART_MESSAGES.archived };
  });
}
