/**
 * The ordering-store cookie: the store a shopper chose to order from (POST
 * configuration/v1.0/ordering-store/select), signed so that later calls (the cart's coupons, checkout)
 * can trust it, as Fynd's "Ordering Store signed cookie" is. The value is `<uid>.<HMAC-SHA256>`, keyed
 * with the application token, which in this project only the storefront server and the service hold.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { parse as parseCookie, serialize } from "cookie";
import type { Context } from "hono";
import type { ServiceEnv } from "./middleware";

export const ORDERING_STORE_COOKIE = "f.ordering_store";
/** A chosen store is remembered for 30 days. */
const ORDERING_STORE_MAX_AGE_S = 30 * 24 * 60 * 60;

const OPTIONS = { path: "/", httpOnly: true, sameSite: "lax" } as const;

const mac = (uid: number, key: string) => createHmac("sha256", key).update(`ordering_store:${uid}`).digest("base64url");

/** The Set-Cookie value that selects store `uid`. */
export const orderingStoreCookie = (uid: number, key: string) =>
  serialize(ORDERING_STORE_COOKIE, `${uid}.${mac(uid, key)}`, { ...OPTIONS, maxAge: ORDERING_STORE_MAX_AGE_S });

/** The Set-Cookie value that forgets the selection. */
export const clearedOrderingStoreCookie = () => serialize(ORDERING_STORE_COOKIE, "", { ...OPTIONS, maxAge: 0 });

/** The selected store's uid from a `cookie` header, when its signature holds. */
export function orderingStoreFromCookie(cookieHeader: string | undefined, key: string): number | undefined {
  if (!cookieHeader) return undefined;
  const match = /^([1-9]\d{0,9})\.([\w-]{43})$/.exec(parseCookie(cookieHeader)[ORDERING_STORE_COOKIE] ?? "");
  if (!match) return undefined;
  const uid = Number(match[1]);
  const expected = Buffer.from(mac(uid, key));
  const given = Buffer.from(match[2]);
  return expected.length === given.length && timingSafeEqual(expected, given) ? uid : undefined;
}

/** The ordering store a service request's cookie names, when its signature (the application's token) holds. */
export const requestOrderingStore = (c: Context<ServiceEnv>): number | undefined =>
  orderingStoreFromCookie(c.req.header("cookie"), c.get("application").token);
