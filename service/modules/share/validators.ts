/** Inputs of the share routes: a short link to create, a hash, a slug, a URL to encode. */
import { z } from "zod";

const URL_MAX = 2000;

/** An absolute http(s) URL or a path of the store (`/product/x`, never `//host`). */
const linkUrl = (name: string) =>
  z
    .string({ required_error: `${name} is required`, invalid_type_error: `${name} must be text` })
    .trim()
    .min(1, `${name} is required`)
    .max(URL_MAX, `${name} must be at most ${URL_MAX} characters`)
    .refine((v) => {
      if (v.startsWith("/")) return !v.startsWith("//") && !v.startsWith("/\\");
      try {
        return ["http:", "https:"].includes(new URL(v).protocol);
      } catch {
        return false;
      }
    }, `${name} must be an http(s) URL or a path starting with /`);

const HASH_PATTERN = /^[A-Za-z0-9_-]{3,64}$/;
const hashRule = "hash must be 3 to 64 letters, digits, - or _";
const loose = z.record(z.unknown()).optional();

/** POST share/v1.0/links/short-link/ (ShortLinkReq). */
export const shortLinkBody = z.object(
  {
    title: z
      .string({ required_error: "title is required", invalid_type_error: "title must be text" })
      .trim()
      .min(1, "title is required")
      .max(200, "title must be at most 200 characters"),
    url: linkUrl("url"),
    hash: z.string().trim().regex(HASH_PATTERN, hashRule).optional(),
    active: z.boolean({ invalid_type_error: "active must be true or false" }).optional(),
    expire_at: z
      .string({ invalid_type_error: "expire_at must be a date" })
      .datetime({ offset: true, message: "expire_at must be an ISO date and time" })
      .nullable()
      .optional(),
    enable_tracking: z.boolean({ invalid_type_error: "enable_tracking must be true or false" }).optional(),
    personalized: z.boolean({ invalid_type_error: "personalized must be true or false" }).optional(),
    campaign: loose,
    redirects: loose,
    attribution: loose,
    social_media_tags: loose,
    count: z.number().int().min(0).optional(),
    meta: loose,
  },
  { invalid_type_error: "The body must be an object" },
);
export type ShortLinkInput = z.infer<typeof shortLinkBody>;

/** A short link's hash in the path (an unknown one is a 404 of the call). */
export const hashParams = z.object({ hash: z.string().trim().min(1).max(64) });

/** A product's or collection's slug in the path. */
export const slugParams = z.object({ slug: z.string().trim().min(1).max(200) });

/** POST share/v1.0/qr/url/?url=. */
export const qrUrlQuery = z.object({ url: linkUrl("url") });
