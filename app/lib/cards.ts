/** Saved payment cards as the profile shows them (masked number, brand, expiry). Pure. */

const BRANDS: Record<string, string> = {
  visa: "Visa",
  mastercard: "Mastercard",
  master: "Mastercard",
  amex: "American Express",
  "american express": "American Express",
  rupay: "RuPay",
  maestro: "Maestro",
  diners: "Diners Club",
  discover: "Discover",
  jcb: "JCB",
};

/** "VISA" → "Visa"; an unknown brand is shown as given; none → "Card". */
export function cardBrandLabel(brand: string | null | undefined): string {
  const key = (brand ?? "").trim().toLowerCase();
  if (!key) return "Card";
  return BRANDS[key] ?? brand!.trim();
}

/** The last four digits of a card number as stored (masked or not), or null. */
export function lastFour(cardNumber: string | null | undefined): string | null {
  const digits = (cardNumber ?? "").replace(/[^\d]/g, "");
  return digits.length >= 4 ? digits.slice(-4) : null;
}

/** "•••• 1111": never more than the last four digits. */
export function maskCardNumber(cardNumber: string | null | undefined): string {
  const last = lastFour(cardNumber);
  return last ? `•••• ${last}` : "••••";
}

/** "08/27" (month two digits, year two digits); "" when unknown. */
export function formatExpiry(month: number | null | undefined, year: number | null | undefined): string {
  if (!month || !year || month < 1 || month > 12) return "";
  return `${String(month).padStart(2, "0")}/${String(year % 100).padStart(2, "0")}`;
}

/**
 * A card is expired when the service says so, or after the last day of its expiry month
 * (two-digit years are in this century).
 */
export function isCardExpired(card: { expired?: boolean; exp_month: number; exp_year: number }, now: Date): boolean {
  if (card.expired) return true;
  if (!card.exp_month || !card.exp_year) return false;
  const year = card.exp_year < 100 ? 2000 + card.exp_year : card.exp_year;
  const currentYear = now.getUTCFullYear();
  const currentMonth = now.getUTCMonth() + 1;
  return year < currentYear || (year === currentYear && card.exp_month < currentMonth);
}
