/**
 * Prices in the shopper's currency. The catalogue stores prices in the product's currency (INR in
 * the seed); a request naming another currency in `x-currency-code` gets every price converted with
 * the currencies table's rates (units per 1 INR) and rounded to that currency's decimal digits.
 * An unknown or inactive code answers in INR, unconverted. Pure functions, apart from `loadPricing`.
 */
import { eq } from "drizzle-orm";
import { parseRangeValue, rangeValue } from "../../contract/filters";
import type { ProductFilter, ProductListingDetail } from "../../contract/types";
import type { Db } from "../../db/client";
import { currencies } from "../../db/schema";

export interface CurrencyRate {
  code: string;
  symbol: string;
  decimalDigits: number;
  /** Units of this currency per 1 INR. */
  unitsPerInr: number;
}

const BASE_CURRENCY: CurrencyRate = { code: "INR", symbol: "₹", decimalDigits: 2, unitsPerInr: 1 };

/** The currency a response answers in, and the rates of every currency a stored price may be in. */
export interface Pricing {
  currency: CurrencyRate;
  rates: ReadonlyMap<string, number>;
}

export const BASE_PRICING: Pricing = { currency: BASE_CURRENCY, rates: new Map([["INR", 1]]) };

const roundTo = (value: number, digits: number) => {
  const factor = 10 ** digits;
  return Math.round((value + Number.EPSILON * Math.sign(value)) * factor) / factor;
};

/**
 * The conversion rule: `amount` in a currency worth `fromUnitsPerInr` units per INR, expressed in
 * `to` and rounded (half away from zero) to its decimal digits.
 */
export function convertAmount(amount: number, fromUnitsPerInr: number, to: CurrencyRate): number {
  if (fromUnitsPerInr === to.unitsPerInr) return roundTo(amount, to.decimalDigits);
  return roundTo((amount / fromUnitsPerInr) * to.unitsPerInr, to.decimalDigits);
}

/**
 * A price range a shopper chose in `to` as INR bounds for the query: every product whose converted
 * (rounded) price lies inside the shopper's range is matched, so the bounds are widened by half of
 * the currency's smallest unit before converting back, then floored/ceiled to paise.
 */
export function baseBounds(range: { min: number; max: number }, to: CurrencyRate): { min: number; max: number } {
  if (to.unitsPerInr === 1) return range;
  const half = 0.5 / 10 ** to.decimalDigits;
  return {
    min: Math.max(0, Math.floor(((range.min - half) / to.unitsPerInr) * 100) / 100),
    max: Math.ceil(((range.max + half) / to.unitsPerInr) * 100) / 100,
  };
}

/** The pricing for a requested currency code among the currency rows (unknown → INR). */
export function pricingOf(rows: CurrencyRate[], code: string | undefined): Pricing {
  const rates = new Map(rows.map((r) => [r.code, r.unitsPerInr]));
  rates.set(BASE_CURRENCY.code, rates.get(BASE_CURRENCY.code) ?? 1);
  const wanted = code?.trim().toUpperCase();
  const currency = rows.find((r) => r.code === wanted) ?? rows.find((r) => r.code === BASE_CURRENCY.code);
  return { currency: currency ?? BASE_CURRENCY, rates };
}

export async function loadPricing(db: Db, code: string | undefined): Promise<Pricing> {
  if (!code || code.trim().toUpperCase() === BASE_CURRENCY.code) return BASE_PRICING;
  const rows = await db
    .select({
      code: currencies.code,
      symbol: currencies.symbol,
      decimalDigits: currencies.decimalDigits,
      unitsPerInr: currencies.unitsPerInr,
    })
    .from(currencies)
    .where(eq(currencies.isActive, true));
  return pricingOf(rows, code);
}

/** A price range `{min, max, currency_code, currency_symbol}` from amounts stored in `fromCode`. */
export function priceRange(pricing: Pricing, fromCode: string, min: number, max: number) {
  const from = pricing.rates.get(fromCode) ?? 1;
  const { currency } = pricing;
  return {
    min: convertAmount(min, from, currency),
    max: convertAmount(max, from, currency),
    currency_code: currency.code,
    currency_symbol: currency.symbol,
  };
}

/** One amount stored in `fromCode`, in the pricing's currency. */
export const priceIn = (pricing: Pricing, fromCode: string, amount: number) =>
  convertAmount(amount, pricing.rates.get(fromCode) ?? 1, pricing.currency);

type ListingPrice = NonNullable<ProductListingDetail["price"]>;

/** A listing item (or detail) with its prices in the pricing's currency. */
export function listingInCurrency<T extends { price?: ListingPrice }>(item: T, pricing: Pricing): T {
  if (pricing === BASE_PRICING || !item.price) return item;
  const range = (r: ListingPrice["effective"]) =>
    r ? priceRange(pricing, r.currency_code ?? BASE_CURRENCY.code, r.min ?? 0, r.max ?? 0) : r;
  return {
    ...item,
    price: { ...item.price, effective: range(item.price.effective), marked: range(item.price.marked) },
  };
}

/**
 * The `f` price values of a request in `pricing`'s currency, as INR ranges for the query.
 * Unreadable values are passed on as they are (the query ignores them).
 */
export function priceValuesInBase(values: string[], pricing: Pricing): string[] {
  if (pricing.currency.unitsPerInr === 1) return values;
  return values.map((value) => {
    const range = parseRangeValue(value);
    if (!range) return value;
    const base = baseBounds(range, pricing.currency);
    return rangeValue(base.min, base.max);
  });
}

/**
 * The listing's price facet in the pricing's currency: bounds converted (floored/ceiled to whole
 * units), the selection as the shopper gave it, the code and symbol of the currency.
 */
export function facetsInCurrency(
  filters: ProductFilter[],
  pricing: Pricing,
  selection: { min: number; max: number } | undefined,
): ProductFilter[] {
  if (pricing === BASE_PRICING) return filters;
  const { currency } = pricing;
  return filters.map((filter) => {
    if (filter.key.name !== "price") return filter;
    return {
      ...filter,
      values: filter.values.map((value) => {
        const min = Math.floor(priceIn(pricing, BASE_CURRENCY.code, Number(value.min ?? 0)));
        const max = Math.ceil(priceIn(pricing, BASE_CURRENCY.code, Number(value.max ?? 0)));
        return {
          ...value,
          display: `${currency.symbol}${min} - ${currency.symbol}${max}`,
          min,
          max,
          selected_min: selection?.min ?? min,
          selected_max: selection?.max ?? max,
          currency_code: currency.code,
          currency_symbol: currency.symbol,
        };
      }),
    };
  });
}
