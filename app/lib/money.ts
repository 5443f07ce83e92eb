/**
 * Money and number formatting (spec §9): Indian digit grouping — the last three digits, then groups
 * of two (12,34,567) — and two decimals for non-integers. Prices in another currency than the rupee
 * (the shopper's chosen currency, converted by the service) group by thousands (1,234,567.50).
 * Pure, locale-data independent (no Intl), so server and browser always print the same string.
 */

function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  const last3 = digits.slice(-3);
  const rest = digits.slice(0, -3);
  return `${rest.replace(/\B(?=(\d{2})+(?!\d))/g, ",")},${last3}`;
}

const groupThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ",");

/** Indian grouping for INR (and numbers), thousands for the other currencies. */
const usesIndianGrouping = (currencyCode: string | undefined) => !currencyCode || currencyCode.toUpperCase() === "INR";

/**
 * 1234567 → "12,34,567"; 1299.5 → "1,299.50"; -1500 → "-1,500"; NaN/Infinity → "0".
 * With `grouping: "thousands"`: 1234567 → "1,234,567".
 */
export function formatNumber(value: number, grouping: "indian" | "thousands" = "indian"): string {
  if (typeof value !== "number" || !Number.isFinite(value)) return "0";
  const negative = value < 0;
  const abs = Math.abs(value);
  const fixed = Number.isInteger(abs) ? abs.toFixed(0) : abs.toFixed(2);
  const [whole, fraction] = fixed.split(".");
  const text =
    (grouping === "indian" ? groupIndian(whole) : groupThousands(whole)) +
    (fraction !== undefined ? `.${fraction}` : "");
  // A tiny negative non-integer rounds to "0.00": don't print "-0.00".
  return negative && /[1-9]/.test(fixed) ? `-${text}` : text;
}

/**
 * 1299 → "₹1,299"; (-50) → "-₹50"; the symbol defaults to the rupee sign. With a currency code other
 * than INR the digits group by thousands: (1234567.5, "$", "USD") → "$1,234,567.50".
 */
export function formatPrice(amount: number, symbol = "₹", currencyCode?: string): string {
  const text = formatNumber(amount, usesIndianGrouping(currencyCode) ? "indian" : "thousands");
  return text.startsWith("-") ? `-${symbol}${text.slice(1)}` : `${symbol}${text}`;
}

/** A listing price range: "₹499" when min equals max (or max is missing/lower), else "₹499 – ₹999". */
export function formatPriceRange(price: {
  min: number;
  max: number;
  currency_symbol?: string;
  currency_code?: string;
}): string {
  const symbol = price.currency_symbol || "₹";
  const code = price.currency_code;
  const min = Number.isFinite(price.min) ? price.min : price.max;
  const max = Number.isFinite(price.max) ? price.max : price.min;
  if (!(max > min)) return formatPrice(min, symbol, code);
  return `${formatPrice(min, symbol, code)} – ${formatPrice(max, symbol, code)}`;
}
