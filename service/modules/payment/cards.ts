/**
 * Saved cards: the signed-in shopper's cards and removing one. Cards are saved at checkout (a later
 * issue); only a masked number and the gateway's token are ever stored, and the answer masks the
 * number again whatever the row holds.
 */
import { and, desc, eq } from "drizzle-orm";
import type { Card, DeleteCardsDetails, ListCardsDetails } from "../../contract/types";
import type { Db } from "../../db/client";
import { ownedBy, type Owner } from "../../db/owner";
import { savedCards } from "../../db/schema";
import { notFound } from "../../http/errors";

type CardRow = typeof savedCards.$inferSelect;

/** "XXXX-XXXX-XXXX-1111": only the last four digits are shown. */
export function maskCardNumber(number: string): string {
  const last4 = number.replace(/\D/g, "").slice(-4).padStart(4, "X");
  return `XXXX-XXXX-XXXX-${last4}`;
}

/** A card is expired after the last day of its expiry month (UTC). */
export function isExpired(expMonth: number, expYear: number, now: number): boolean {
  const year = expYear < 100 ? 2000 + expYear : expYear;
  return Date.UTC(year, expMonth, 1) <= now;
}

function toCard(row: CardRow, now: number): Card {
  return {
    card_id: row.id,
    card_name: row.cardName,
    card_number: maskCardNumber(row.cardNumber),
    card_brand: row.cardBrand,
    card_brand_image: "",
    card_type: row.cardType,
    card_issuer: row.cardIssuer,
    card_reference: row.id,
    card_token: row.cardToken,
    card_fingerprint: row.cardFingerprint,
    card_isin: "",
    nickname: row.nickname,
    exp_month: row.expMonth,
    exp_year: row.expYear,
    expired: isExpired(row.expMonth, row.expYear, now),
    aggregator_name: row.aggregatorName,
    compliant_with_tokenisation_guidelines: true,
  };
}

/** The shopper's cards, newest first. */
export async function listCards(db: Db, owner: Owner, now: number): Promise<ListCardsDetails> {
  const rows = await db
    .select()
    .from(savedCards)
    .where(ownedBy(savedCards, owner))
    .orderBy(desc(savedCards.createdAt), desc(savedCards.id));
  return {
    success: true,
    message: rows.length ? "Saved cards" : "No saved cards",
    data: rows.map((r) => toCard(r, now)),
  };
}

/** Removes one of the shopper's cards; another's or an unknown one is a 404. */
export async function removeCard(db: Db, userId: string, cardId: string): Promise<DeleteCardsDetails> {
  const removed = await db
    .delete(savedCards)
    .where(and(eq(savedCards.id, cardId), eq(savedCards.userId, userId)))
    .returning({ id: savedCards.id });
  if (!removed.length) throw notFound("Card not found");
  return { success: true, message: "Card removed" };
}
