/**
 * Request id, application authentication and request-signature verification for the storefront API.
 * The official SDK authenticates with `Authorization: Bearer base64(applicationID:applicationToken)`
 * and signs every request (service/contract/signature.ts); both are checked here, before any module.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Context, MiddlewareHandler } from "hono";
import { computeSignature, parseSignatureDate, signatureMatches } from "../contract/signature";
import type { Db } from "../db/client";
import { applications } from "../db/schema";
import { ApiError } from "./errors";

export type ApplicationRow = typeof applications.$inferSelect;

export interface ServiceEnv {
  Variables: {
    requestId: string;
    application: ApplicationRow;
    /** Who sent the request, for per-address limits (resolveClientAddress). */
    clientAddress: string;
  };
}

export const requestId = (): MiddlewareHandler<ServiceEnv> => async (c, next) => {
  const incoming = c.req.header("x-request-id");
  const id = incoming && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
  c.set("requestId", id);
  c.header("x-request-id", id);
  await next();
};

/**
 * The client address of a request: the socket's, unless the request came in-process (from the
 * embedded storefront, which forwards the shopper's own address as X-Forwarded-For) or `trustProxy`
 * (TRUST_PROXY) says a proxy in front sets X-Forwarded-For. Anyone can send that header: over a
 * socket, without a trusted proxy, it must not move a caller into another address's limits.
 */
export function clientAddressOf(c: Context, trustProxy: boolean): string {
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  const forwarded = c.req.header("x-forwarded-for")?.split(",")[0]?.trim().slice(0, 64) || undefined;
  const socketAddress = incoming?.socket?.remoteAddress;
  if (!incoming || trustProxy) return forwarded ?? socketAddress ?? "unknown";
  return socketAddress ?? "unknown";
}

/** Resolves the request's client address once (clientAddressOf), for every route below. */
export const resolveClientAddress =
  ({ trustProxy }: { trustProxy: boolean }): MiddlewareHandler<ServiceEnv> =>
  async (c, next) => {
    c.set("clientAddress", clientAddressOf(c, trustProxy));
    await next();
  };

function decodeBearer(header: string | undefined): { id: string; token: string } | undefined {
  const match = /^Bearer\s+([A-Za-z0-9+/=_-]+)$/i.exec(header?.trim() ?? "");
  if (!match) return undefined;
  const decoded = Buffer.from(match[1], "base64").toString("utf8");
  const colon = decoded.indexOf(":");
  if (colon <= 0) return undefined;
  return { id: decoded.slice(0, colon), token: decoded.slice(colon + 1) };
}

/**
 * Credentials are looked up on every request but kept for a few seconds, so a hot path does not
 * query the database for them each time while a changed token still takes effect quickly.
 */
export function authenticateApplication(db: Db, cacheMs = 5_000): MiddlewareHandler<ServiceEnv> {
  const cache = new Map<string, { row: ApplicationRow | undefined; at: number }>();
  return async (c, next) => {
    const credentials = decodeBearer(c.req.header("authorization"));
    if (!credentials) throw new ApiError(401, "Authorization header with a Bearer application token is required");
    let entry = cache.get(credentials.id);
    if (!entry || Date.now() - entry.at > cacheMs) {
      const [row] = await db.select().from(applications).where(eq(applications.id, credentials.id)).limit(1);
      entry = { row, at: Date.now() };
      cache.set(credentials.id, entry);
    }
    const app = entry.row;
    if (!app || !app.isActive || !signatureMatches(app.token, credentials.token)) {
      throw new ApiError(401, "Invalid application id or token");
    }
    c.set("application", app);
    await next();
  };
}

interface SignatureOptions {
  secret: string;
  /** Allowed clock difference for x-fp-date. */
  maxSkewMs?: number;
  now?: () => number;
}

/** Verifies `x-fp-signature` over method, path, query, host/x-fp-* headers and the body. */
export function verifySignature(options: SignatureOptions): MiddlewareHandler<ServiceEnv> {
  const maxSkew = options.maxSkewMs ?? 5 * 60_000;
  const now = options.now ?? Date.now;
  return async (c, next) => {
    const signature = c.req.header("x-fp-signature");
    const date = c.req.header("x-fp-date");
    if (!signature || !date)
      throw new ApiError(401, "Request signature missing: x-fp-date and x-fp-signature are required");
    const signedAt = parseSignatureDate(date);
    if (!signedAt) throw new ApiError(401, "Invalid x-fp-date: expected YYYYMMDDTHHMMSSZ");
    if (Math.abs(now() - signedAt.getTime()) > maxSkew) {
      throw new ApiError(401, "Request signature expired: x-fp-date is more than 5 minutes from the server time");
    }
    const url = new URL(c.req.url);
    const hasBody = !["GET", "HEAD"].includes(c.req.method);
    const body = hasBody ? await c.req.text() : "";
    const expected = computeSignature(
      {
        method: c.req.method,
        path: url.pathname + url.search,
        headers: {
          host: c.req.header("host") ?? url.host,
          "x-fp-date": date,
          "x-fp-sdk-version": c.req.header("x-fp-sdk-version"),
          "x-application-data": c.req.header("x-application-data"),
          "x-user-data": c.req.header("x-user-data"),
        },
        body,
      },
      options.secret,
    );
    if (!signatureMatches(signature, expected)) throw new ApiError(401, "Invalid request signature");
    await next();
  };
}
