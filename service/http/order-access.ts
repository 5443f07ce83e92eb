/**
 * The order-access cookie (decision 0018): after a signed-out shopper proves with a one-time code
 * that an order is theirs (verifyOtpShipmentCustomer), the service answers with `f.order_access`,
 * which lets that browser read the order's personal details (address, contact, payment) for an
 * hour. The value is `<order id>.<expiry, unix seconds>.<HMAC-SHA256>`, keyed with the application
 * token (as the ordering-store cookie is): nothing is stored, and it cannot be forged or moved to
 * another order. The storefront keeps it in its session and sends it back, like `f.ordering_store`.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { parse as parseCookie, serialize } from "cookie";

const ORDER_ACCESS_COOKIE = "f.order_access";
/** How long a verified code opens the order's details. */
const ORDER_ACCESS_TTL_S = 60 * 60;

const OPTIONS = { path: "/", httpOnly: true, sameSite: "lax" } as const;

const mac = (orderId: string, expires: number, key: string) =>
  createHmac("sha256", key).update(`order_access:${orderId}:${expires}`).digest("base64url");

/** The Set-Cookie value that opens `orderId` until `now` + ORDER_ACCESS_TTL_S. */
export function orderAccessCookie(orderId: string, key: string, now: number): string {
  const expires = Math.floor(now / 1000) + ORDER_ACCESS_TTL_S;
  return serialize(ORDER_ACCESS_COOKIE, `${orderId}.${expires}.${mac(orderId, expires, key)}`, {
    ...OPTIONS,
    maxAge: ORDER_ACCESS_TTL_S,
  });
}

/** The order a `cookie` header's order-access grant opens, when its signature holds and it has not expired. */
export function orderAccessFromCookie(cookieHeader: string | undefined, key: string, now: number): string | undefined {
  if (!cookieHeader) return undefined;
  const match = /^([A-Za-z0-9_-]{1,40})\.(\d{1,12})\.([\w-]{43})$/.exec(
    parseCookie(cookieHeader)[ORDER_ACCESS_COOKIE] ?? "",
  );
  if (!match) return undefined;
  const [, orderId, expiresText, given] = match;
  const expires = Number(expiresText);
  if (expires * 1000 <= now) return undefined;
  const expected = Buffer.from(mac(orderId, expires, key));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual) ? orderId : undefined;
}
