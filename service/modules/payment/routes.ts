/**
 * Payment module, saved cards (payment/v1.0): the signed-in shopper's cards and removing one.
 * Cards are saved at checkout (a later issue); only a masked number and the gateway's token are
 * ever stored, and the answer masks the number again whatever the row holds.
 */
import { and, desc, eq } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import type { Card, DeleteCardsDetails, ListCardsDetails } from "../../contract/types";
import type { Db } from "../../db/client";
import { savedCards } from "../../db/schema";
import { notFound, parseJson, parseQuery, queryBool } from "../../http/errors";
import { currentUser, optionalUser, requireUser, type UserEnv } from "../../http/session";

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

const removeBody = z.object({
  card_id: z
    .string({ required_error: "card_id is required", invalid_type_error: "card_id must be text" })
    .trim()
    .min(1, "card_id is required")
    .max(100, "card_id must be at most 100 characters"),
});

export function paymentRoutes(db: Db, options: { now?: () => number } = {}) {
  const now = options.now ?? Date.now;
  const routes = new Hono<UserEnv>({ strict: true });
  routes.use("*", optionalUser(db, now));

  routes.get("/v1.0/cards", requireUser(), async (c) => {
    // force_refresh asks the gateway again; cards live here, so it changes nothing.
    parseQuery(c, z.object({ force_refresh: queryBool.optional() }));
    const user = currentUser(c);
    const rows = await db
      .select()
      .from(savedCards)
      .where(and(eq(savedCards.userId, user.id), eq(savedCards.applicationId, c.get("application").id)))
      .orderBy(desc(savedCards.createdAt), desc(savedCards.id));
    const at = now();
    const response: ListCardsDetails = {
      success: true,
      message: rows.length ? "Saved cards" : "No saved cards",
      data: rows.map((r) => toCard(r, at)),
    };
    return c.json(response);
  });

  routes.post("/v1.0/card/remove", requireUser(), async (c) => {
    const { card_id } = await parseJson(c, removeBody);
    const removed = await db
      .delete(savedCards)
      .where(and(eq(savedCards.id, card_id), eq(savedCards.userId, currentUser(c).id)))
      .returning({ id: savedCards.id });
    if (!removed.length) throw notFound("Card not found");
    const response: DeleteCardsDetails = { success: true, message: "Card removed" };
    return c.json(response);
  });

  return routes;
}
