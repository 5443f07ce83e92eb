/**
 * The store's promotions from the database (the rules are promotions.ts): the live ones a cart gets,
 * how an applied one is answered (AppliedPromotion), and the four offer calls —
 * available-ladder-prices, bulk-price, available-promotions and available-payment-offers.
 */
import { and, asc, eq, gt, isNull, or } from "drizzle-orm";
import type {
  AppliedPromotion,
  BulkPriceResult,
  LadderPriceOffers,
  PromotionOffer,
  PromotionOffersResult,
  PromotionPaymentOffer,
  PromotionPaymentOffersResult,
} from "../../contract/types";
import type { Tx } from "../../db/client";
import { products, productSizes, promotions, sellers, stores } from "../../db/schema";
import { notFound } from "../../http/errors";
import { priceIn, type Pricing } from "../catalog/money";
import { ladderSteps, sortedTiers, type PromotionKind, type PromotionRule, type QuantityTier } from "./promotions";
import type { BulkPriceQuery, LadderOffersQuery, PromotionOffersQuery } from "./validators";

type PromotionRow = typeof promotions.$inferSelect;

const num = (v: unknown, fallback = 0) => (typeof v === "number" && Number.isFinite(v) ? v : fallback);

function toRule(row: PromotionRow): PromotionRule {
  const r = row.rules;
  const tiers = Array.isArray(r.tiers)
    ? (r.tiers as Partial<QuantityTier>[]).map((t) => ({ min_quantity: num(t.min_quantity), percent: num(t.percent) }))
    : [];
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    offerText: row.offerText,
    productUids: row.productUids,
    tiers: sortedTiers(tiers),
    paymentModes: Array.isArray(r.payment_modes) ? r.payment_modes.filter((m) => typeof m === "string") : [],
    percent: num(r.percent),
    maxDiscount: typeof r.max_discount === "number" ? r.max_discount : null,
    minCartValue: num(r.min_cart_value),
  };
}

async function liveRows(db: Tx, applicationId: string, now: number, kinds?: PromotionKind[]) {
  const rows = await db
    .select()
    .from(promotions)
    .where(
      and(
        eq(promotions.applicationId, applicationId),
        eq(promotions.active, true),
        or(isNull(promotions.validTill), gt(promotions.validTill, new Date(now))),
      ),
    )
    .orderBy(asc(promotions.createdAt), asc(promotions.id));
  return kinds ? rows.filter((r) => kinds.includes(r.kind)) : rows;
}

/** The live promotions of a store, as rules. */
export async function livePromotions(db: Tx, applicationId: string, now: number): Promise<PromotionRule[]> {
  return (await liveRows(db, applicationId, now)).map(toRule);
}

const GROUPS: Record<PromotionKind, string> = {
  ladder_price: "ladder_price",
  bulk_price: "contract_price",
  payment_offer: "cart",
};
const TYPES: Record<PromotionKind, string> = {
  ladder_price: "ladder_price",
  bulk_price: "contract_price",
  payment_offer: "percentage",
};

/** How the contract names a promotion and files it (type and group, from its kind). */
const promotionLabels = (promotion: Pick<PromotionRule, "name" | "kind" | "offerText">) => ({
  promotion_name: promotion.name,
  promotion_type: TYPES[promotion.kind],
  promotion_group: GROUPS[promotion.kind],
  offer_text: promotion.offerText,
});

const buyRules = (rule: PromotionRule) =>
  rule.kind === "payment_offer"
    ? { cart_conditions: { payment_modes: rule.paymentModes, cart_total: { greater_than_equals: rule.minCartValue } } }
    : { item_criteria: { item_id: rule.productUids } };

const discountRules = (rule: PromotionRule) =>
  rule.kind === "payment_offer"
    ? [
        {
          discount_type: "percentage",
          offer: { discount_percentage: rule.percent, max_discount_amount: rule.maxDiscount },
        },
      ]
    : rule.tiers.map((t) => ({
        discount_type: "percentage",
        buy_condition: `quantity >= ${t.min_quantity}`,
        offer: { discount_percentage: t.percent, min_quantity: t.min_quantity },
      }));

/** A promotion applied to a line (with its quantity) or to the cart. */
export function appliedPromotion(rule: PromotionRule, amount: number, quantity: number): AppliedPromotion {
  return {
    promo_id: rule.id,
    ...promotionLabels(rule),
    amount,
    article_quantity: quantity,
    mrp_promotion: false,
    buy_rules: [{ item_criteria: {}, cart_conditions: {}, ...buyRules(rule) }],
    discount_rules: discountRules(rule).map((d) => ({
      matched_buy_rules: ["rule#1"],
      offer: d.offer,
      raw_offer: d,
      item_criteria: {},
    })),
    ownership: { payable_category: "seller", payable_by: "" },
    applied_free_articles: [],
    meta: {},
    code: "",
  };
}

/** A product by slug with its first in-stock article (else its first), 404 when there is none. */
async function productBySlug(db: Tx, where: { slug?: string; uid?: number }) {
  const rows = await db
    .select({ product: products, article: productSizes, seller: { uid: sellers.uid, name: sellers.name } })
    .from(products)
    .innerJoin(productSizes, eq(productSizes.productUid, products.uid))
    .leftJoin(stores, eq(stores.uid, productSizes.storeUid))
    .leftJoin(sellers, eq(sellers.uid, stores.sellerUid))
    .where(where.slug ? eq(products.slug, where.slug) : eq(products.uid, where.uid ?? -1))
    .orderBy(asc(productSizes.position));
  const found = rows.find((r) => r.article.quantity > 0) ?? rows[0];
  if (!found) throw notFound("Product not found");
  return found;
}

const validTill = (row: PromotionRow) => row.validTill?.toISOString() ?? "";

/** GET cart/v1.0/available-ladder-prices: the product's ladder promotions with their steps. */
export async function ladderOffers(
  db: Tx,
  applicationId: string,
  query: LadderOffersQuery,
  env: { pricing: Pricing; now: number },
): Promise<LadderPriceOffers> {
  const { product, article } = await productBySlug(db, { slug: query.slug });
  const { pricing } = env;
  const marked = priceIn(pricing, product.currencyCode, article.priceMarked);
  const effective = priceIn(pricing, product.currencyCode, article.priceEffective);
  const rows = (await liveRows(db, applicationId, env.now, ["ladder_price"])).filter(
    (r) => r.productUids.includes(product.uid) && (!query.promotion_id || r.id === query.promotion_id),
  );
  return {
    available_offers: rows.slice(0, query.page_size).map((row) => {
      const rule = toRule(row);
      return {
        id: row.id,
        promotion_group: GROUPS.ladder_price,
        offer_text: row.offerText,
        description: row.description,
        calculate_on: "esp",
        valid_till: validTill(row),
        buy_rules: buyRules(rule),
        discount_rules: discountRules(rule),
        offer_prices: ladderSteps(rule.tiers, effective, pricing.currency).map((step) => ({
          min_quantity: step.min_quantity,
          max_quantity: step.max_quantity,
          margin: step.percent,
          type: "percentage",
          price: {
            currency_code: pricing.currency.code,
            currency_symbol: pricing.currency.symbol,
            marked,
            effective,
            offer_price: step.offer_price,
          },
        })),
        free_gift_items: [],
      };
    }),
    currency: { code: pricing.currency.code, symbol: pricing.currency.symbol },
  };
}

/** GET cart/v1.0/bulk-price: the product's bulk (contract) prices, per seller. */
export async function bulkOffers(
  db: Tx,
  applicationId: string,
  query: BulkPriceQuery,
  env: { pricing: Pricing; now: number },
): Promise<BulkPriceResult> {
  const { product, article, seller } = await productBySlug(db, {
    slug: query.slug,
    uid: query.item_id ?? query.uid,
  });
  const { pricing } = env;
  const marked = priceIn(pricing, product.currencyCode, article.priceMarked);
  const effective = priceIn(pricing, product.currencyCode, article.priceEffective);
  const rules = (await liveRows(db, applicationId, env.now, ["bulk_price"]))
    .filter((r) => r.productUids.includes(product.uid))
    .map(toRule);
  return {
    data: rules.map((rule) => {
      const steps = ladderSteps(rule.tiers, effective, pricing.currency);
      return {
        seller: { uid: seller?.uid ?? 0, name: seller?.name ?? "" },
        offers: steps.map((step, i) => ({
          quantity: step.min_quantity,
          margin: step.percent,
          best: i === steps.length - 1,
          auto_applied: true,
          type: "percentage",
          total: Math.round(step.offer_price * step.min_quantity * 100) / 100,
          price: {
            currency_code: pricing.currency.code,
            currency_symbol: pricing.currency.symbol,
            marked,
            effective,
            bulk_effective: step.offer_price,
          },
        })),
      };
    }),
  };
}

function toPromotionOffer(row: PromotionRow): PromotionOffer {
  const rule = toRule(row);
  return {
    id: row.id,
    ...promotionLabels(row),
    description: row.description,
    valid_till: validTill(row),
    buy_rules: buyRules(rule),
    discount_rules: discountRules(rule),
    free_gift_items: [],
  };
}

/**
 * GET cart/v1.0/available-promotions: the live promotions — with `slug`, those on that product and
 * the cart-wide ones — filtered by `promotion_group` / `promotion_type` when given.
 */
export async function promotionOffers(
  db: Tx,
  applicationId: string,
  query: PromotionOffersQuery,
  now: number,
): Promise<PromotionOffersResult> {
  let rows = await liveRows(db, applicationId, now);
  if (query.slug) {
    const { product } = await productBySlug(db, { slug: query.slug });
    rows = rows.filter((r) => r.kind === "payment_offer" || r.productUids.includes(product.uid));
  }
  const offers = rows
    .map(toPromotionOffer)
    .filter(
      (o) =>
        (!query.promotion_group || o.promotion_group === query.promotion_group) &&
        (!query.promotion_type || o.promotion_type === query.promotion_type),
    );
  return { available_promotions: offers.slice(0, query.page_size) };
}

/** GET cart/v1.0/available-payment-offers: the payment-mode offers. */
export async function paymentOffers(db: Tx, applicationId: string, now: number): Promise<PromotionPaymentOffersResult> {
  const rows = await liveRows(db, applicationId, now, ["payment_offer"]);
  return {
    success: true,
    promotions: rows.map((row): PromotionPaymentOffer => {
      const rule = toRule(row);
      return {
        id: row.id,
        application_id: row.applicationId,
        ...promotionLabels(row),
        description: row.description,
        calculate_on: "esp",
        buy_rules: [buyRules(rule)],
        discount_rules: discountRules(rule),
      };
    }),
  };
}
