/**
 * The Sandbox's card rules, like a real gateway's test mode (decision 0015): the number must pass
 * the Luhn check, 4000 0000 0000 0002 is always declined by the "bank", an expired card or a CVV
 * that is not 3–4 digits is refused. Pure: the hosted page parses its form with `cardForm(now)`.
 */
import { z } from "zod";

/** The test card every issuer declines. */
export const DECLINED_TEST_CARD = "4000000000000002";

export const CARD_MESSAGES = {
  number: "Enter a valid card number",
  name: "Enter the name on the card",
  month: "Enter the expiry month (1–12)",
  year: "Enter the expiry year",
  expired: "This card has expired",
  cvv: "Enter the 3 or 4 digit CVV",
  declined: "Card declined by the bank",
} as const;

const digitsOf = (value: string) => value.replace(/[\s-]/g, "");

/** The Luhn checksum of a card number (digits only). */
export function passesLuhn(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** The card network from the number's prefix. */
export function cardBrand(digits: string): "visa" | "mastercard" | "rupay" | "amex" | "card" {
  if (/^3[47]/.test(digits)) return "amex";
  if (/^(60|65|81|82|508|353|356)/.test(digits)) return "rupay";
  if (/^(5[1-5]|2[2-7])/.test(digits)) return "mastercard";
  if (/^4/.test(digits)) return "visa";
  return "card";
}

const cvv = z
  .string()
  .trim()
  .regex(/^\d{3,4}$/, CARD_MESSAGES.cvv);

/** The CVV of a saved card (the only field asked for it). */
export const savedCardForm = z.object({ cvv });

/** A new card's form: number, name, expiry (not in the past at `now`), CVV and "save this card". */
export function cardForm(now: number) {
  const today = new Date(now);
  return z
    .object({
      card_number: z
        .string()
        .transform(digitsOf)
        .refine((d) => passesLuhn(d), CARD_MESSAGES.number),
      card_name: z.string().trim().min(1, CARD_MESSAGES.name).max(100, CARD_MESSAGES.name),
      exp_month: z.coerce
        .number({ invalid_type_error: CARD_MESSAGES.month })
        .int(CARD_MESSAGES.month)
        .min(1, CARD_MESSAGES.month)
        .max(12, CARD_MESSAGES.month),
      exp_year: z
        .string()
        .trim()
        .regex(/^(\d{2}|\d{4})$/, CARD_MESSAGES.year)
        .transform((y) => (y.length === 2 ? 2000 + Number(y) : Number(y))),
      cvv,
      save_card: z
        .string()
        .optional()
        .transform((v) => v === "on" || v === "true"),
    })
    .superRefine((card, ctx) => {
      const [year, month] = [today.getUTCFullYear(), today.getUTCMonth() + 1];
      if (card.exp_year < year || (card.exp_year === year && card.exp_month < month))
        ctx.addIssue({ code: "custom", path: ["exp_year"], message: CARD_MESSAGES.expired });
    });
}

export type CardInput = z.output<ReturnType<typeof cardForm>>;
