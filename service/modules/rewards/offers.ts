/**
 * Rewards, shared pieces: the module's messages, whether the store credits reward points (the
 * features document's common.reward_points.credit.enabled), live offers (GET offers/{name}/),
 * crediting points once per reason, and the shopper's referral code (created lazily, unique per
 * application).
 */
import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { AppFeatureResponse, Offer, RewardsSchedule, ShareMessages } from "../../contract/types";
import type { Tx } from "../../db/client";
import { newId } from "../../db/ids";
import { referrals, rewardOffers, rewardPoints } from "../../db/schema";
import { notFound } from "../../http/errors";
import { findAppDocument } from "../documents";

type OfferRow = typeof rewardOffers.$inferSelect;

export const MESSAGES = {
  offerNotFound: "Offer not found",
  ownCode: "You cannot use your own referral code",
  invalidCode: "Invalid referral code",
  alreadyRedeemed: "A referral code has already been used on this account",
  notEnabled: "Referral rewards are not enabled",
} as const;

/** True when the store's features switch reward credit on (a store without the document: off). */
export async function rewardCreditEnabled(db: Tx, applicationId: string): Promise<boolean> {
  const features = await findAppDocument<Partial<AppFeatureResponse>>(db, applicationId, "features");
  return features?.feature?.common?.reward_points?.credit?.enabled === true;
}

/** True when the store's features let shoppers redeem points (common.reward_points.debit.enabled). */
export async function rewardDebitEnabled(db: Tx, applicationId: string): Promise<boolean> {
  const features = await findAppDocument<Partial<AppFeatureResponse>>(db, applicationId, "features");
  return features?.feature?.common?.reward_points?.debit?.enabled === true;
}

function scheduleOf(row: OfferRow): RewardsSchedule {
  const s = (row.document._schedule ?? {}) as Partial<RewardsSchedule>;
  return {
    start: typeof s.start === "string" ? s.start : row.createdAt.toISOString(),
    end: typeof s.end === "string" ? s.end : null,
    duration: typeof s.duration === "number" ? s.duration : null,
    cron: typeof s.cron === "string" ? s.cron : "",
  };
}

/** Active, and within its schedule at `now`. */
function isLive(row: OfferRow, now: number): boolean {
  if (!row.active || row.points <= 0) return false;
  const { start, end } = scheduleOf(row);
  const from = Date.parse(start);
  const to = end ? Date.parse(end) : NaN;
  return !(Number.isFinite(from) && from > now) && !(Number.isFinite(to) && to <= now);
}

/** The named offer when it is live, else undefined. */
export async function findLiveOffer(
  db: Tx,
  applicationId: string,
  name: string,
  now: number,
): Promise<OfferRow | undefined> {
  const [row] = await db
    .select()
    .from(rewardOffers)
    .where(and(eq(rewardOffers.applicationId, applicationId), eq(rewardOffers.name, name)))
    .limit(1);
  return row && isLive(row, now) ? row : undefined;
}

/** GET offers/{name}/: the named offer while it is live; 404 otherwise. */
export async function liveOffer(db: Tx, applicationId: string, name: string, now: number): Promise<Offer> {
  const offer = await findLiveOffer(db, applicationId, name.toLowerCase(), now);
  if (!offer) throw notFound(MESSAGES.offerNotFound);
  return toOffer(offer);
}

const text = (v: unknown) => (typeof v === "string" ? v : "");

function toShareMessages(value: unknown): ShareMessages {
  const s = (value ?? {}) as Record<string, unknown>;
  return {
    email: text(s.email),
    facebook: text(s.facebook),
    fallback: text(s.fallback),
    message: text(s.message),
    messenger: text(s.messenger),
    sms: text(s.sms),
    text: text(s.text),
    twitter: text(s.twitter),
    whatsapp: text(s.whatsapp),
  };
}

/** The official Offer document for a row. */
export function toOffer(row: OfferRow): Offer {
  const doc = row.document;
  const banner = (doc.banner_image ?? {}) as Record<string, unknown>;
  return {
    _schedule: scheduleOf(row),
    active: row.active,
    application_id: row.applicationId,
    banner_image: { id: text(banner.id), secure_url: text(banner.secure_url), aspect_ratio: text(banner.aspect_ratio) },
    created_at: row.createdAt.toISOString(),
    name: row.name,
    rule: { ...((doc.rule ?? {}) as Record<string, unknown>), points: row.points },
    share: toShareMessages(doc.share),
    sub_text: text(doc.sub_text),
    text: text(doc.text),
    type: text(doc.type) || row.name,
    updated_at: row.updatedAt.toISOString(),
    updated_by: text(doc.updated_by),
    url: text(doc.url),
    points: row.points,
  };
}

interface Credit {
  applicationId: string;
  userId: string;
  points: number;
  /** One credit per (user, reason key): a second credit with the same key is ignored. */
  reasonKey: string;
  text1: string;
  text2?: string;
  meta?: Record<string, unknown>;
  now: number;
}

/** Credits points once per reason; true when this call credited them. */
export async function creditPoints(tx: Tx, credit: Credit): Promise<boolean> {
  const rows = await tx
    .insert(rewardPoints)
    .values({
      id: newId(),
      applicationId: credit.applicationId,
      userId: credit.userId,
      points: credit.points,
      remainingPoints: credit.points,
      txnType: "credit",
      reasonKey: credit.reasonKey,
      text1: credit.text1,
      text2: credit.text2 ?? "",
      meta: credit.meta ?? {},
      createdAt: new Date(credit.now),
    })
    .onConflictDoNothing()
    .returning({ id: rewardPoints.id });
  return rows.length > 0;
}

/** Referral codes: 8 characters of A-Z and 2-9 without the look-alikes I, O, 0 and 1. */
const REFERRAL_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
const REFERRAL_CODE_LENGTH = 8;
export const REFERRAL_CODE_PATTERN = new RegExp(`^[${REFERRAL_ALPHABET}]{${REFERRAL_CODE_LENGTH}}$`);

function generateReferralCode(): string {
  const bytes = randomBytes(REFERRAL_CODE_LENGTH);
  // 256 is a multiple of 32: every character is equally likely.
  return Array.from(bytes, (b) => REFERRAL_ALPHABET[b % REFERRAL_ALPHABET.length]).join("");
}

type ReferralRow = typeof referrals.$inferSelect;

/**
 * The shopper's referral row, created on first use. Race-safe: the insert does nothing when another
 * request created the row first (primary key) or the code is taken (unique per application), and
 * then reads the row or tries a new code.
 */
export async function ensureReferral(db: Tx, applicationId: string, userId: string, now: number): Promise<ReferralRow> {
  for (let attempt = 0; attempt < 8; attempt++) {
    const [existing] = await db.select().from(referrals).where(eq(referrals.userId, userId)).limit(1);
    if (existing) return existing;
    const [created] = await db
      .insert(referrals)
      .values({ userId, applicationId, code: generateReferralCode(), createdAt: new Date(now) })
      .onConflictDoNothing()
      .returning();
    if (created) return created;
  }
  throw new Error("could not allocate a referral code");
}

/** "Asha R." — how a referrer is shown to the shopper they referred. */
export function referrerName(firstName: string, lastName: string): string {
  const first = firstName.trim();
  const initial = lastName.trim().charAt(0);
  return [first, initial ? `${initial.toUpperCase()}.` : ""].filter(Boolean).join(" ") || "A fellow shopper";
}
