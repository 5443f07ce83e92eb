/**
 * Short links (share/v1.0/links/short-link/): a hash (chosen or random) for a URL, answered as the
 * store's `/s/<hash>`. The storefront's `/s/<hash>` page resolves it and redirects only to the
 * store itself (a path, or the store's own host) and only while the link is active and unexpired.
 */
import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { ShortLinkRes } from "../../contract/types";
import type { Db } from "../../db/client";
import { newId } from "../../db/ids";
import { shortLinks } from "../../db/schema";
import { ApiError, notFound } from "../../http/errors";
import { storeUrl } from "./store-url";
import type { ShortLinkInput } from "./validators";

const SHORT_LINK_MESSAGES = {
  notFound: "Short link not found",
  hashTaken: "This hash is already used by another short link",
} as const;

/** Who asks: the application (and its domain) and, when signed in, the shopper. */
export interface ShareCaller {
  applicationId: string;
  domain: string;
  userId?: string;
}

type ShortLinkRow = typeof shortLinks.$inferSelect;

/** 8 characters of base64url: 48 random bits. */
const randomHash = () => randomBytes(6).toString("base64url");

function toShortLink(row: ShortLinkRow, domain: string): ShortLinkRes {
  const extra = row.extra as Record<string, Record<string, unknown> | number | undefined>;
  const part = (key: string) => (extra[key] as Record<string, unknown> | undefined) ?? {};
  return {
    _id: row.id,
    title: row.title,
    url: { original: row.original, short: storeUrl(domain, `/s/${row.hash}`), hash: row.hash, alias: "" },
    created_by: row.userId ?? "",
    app_redirect: false,
    fallback: "web",
    active: row.active,
    enable_tracking: row.enableTracking,
    expire_at: row.expireAt?.toISOString() ?? null,
    application: row.applicationId,
    user_id: row.userId ?? "",
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    meta: row.meta,
    personalized: row.personalized,
    campaign: part("campaign"),
    redirects: part("redirects"),
    attribution: part("attribution"),
    social_media_tags: part("social_media_tags"),
    count: typeof extra.count === "number" ? extra.count : 0,
  };
}

/** POST share/v1.0/links/short-link/. A chosen hash already in use is a 409. */
export async function createShortLink(db: Db, who: ShareCaller, input: ShortLinkInput): Promise<ShortLinkRes> {
  const values = {
    applicationId: who.applicationId,
    title: input.title,
    original: input.url,
    active: input.active ?? true,
    expireAt: input.expire_at ? new Date(input.expire_at) : null,
    enableTracking: input.enable_tracking ?? false,
    personalized: input.personalized ?? false,
    extra: {
      campaign: input.campaign,
      redirects: input.redirects,
      attribution: input.attribution,
      social_media_tags: input.social_media_tags,
      count: input.count,
    },
    meta: input.meta ?? {},
    userId: who.userId ?? null,
  };
  // A random hash that collides (48 bits: rare) is drawn again; a chosen one is refused.
  for (let attempt = 0; attempt < 5; attempt++) {
    const [row] = await db
      .insert(shortLinks)
      .values({ ...values, id: newId(), hash: input.hash ?? randomHash() })
      .onConflictDoNothing()
      .returning();
    if (row) return toShortLink(row, who.domain);
    if (input.hash) throw new ApiError(409, SHORT_LINK_MESSAGES.hashTaken);
  }
  throw new ApiError(503, "Could not make a short link, try again");
}

/** GET share/v1.0/links/short-link/{hash}/ and …/original/: the link as stored (its `active`, `expire_at` say whether it works). */
export async function findShortLink(db: Db, who: ShareCaller, hash: string): Promise<ShortLinkRes> {
  const [row] = await db
    .select()
    .from(shortLinks)
    .where(and(eq(shortLinks.applicationId, who.applicationId), eq(shortLinks.hash, hash)));
  if (!row) throw notFound(SHORT_LINK_MESSAGES.notFound);
  return toShortLink(row, who.domain);
}
