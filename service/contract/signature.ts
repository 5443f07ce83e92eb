/**
 * Request signing of the storefront API (the algorithm of @gofynd/fp-signature 1.0.x, which the
 * official SDK uses): an HMAC-SHA256 over a canonical request, sent as `x-fp-signature: v1.1:<hex>`
 * with the `x-fp-date` it covers. The SDK (app/sdk) signs with it and the service verifies with it,
 * so both sides share one implementation.
 */
import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { parse as parseQuery } from "node:querystring";

/** The secret every official SDK request is signed with (fp-signature's default). */
export const DEFAULT_SIGNING_SECRET = "1234567";

/** Headers covered by the signature when present (the official verifier's list). */
const SIGNED_HEADER_NAMES = ["host", "x-application-data", "x-fp-date", "x-fp-sdk-version", "x-user-data"];

interface SignableRequest {
  method: string;
  /** Path with an optional query string, e.g. `/service/application/catalog/v1.0/products/?q=shirt`. */
  path: string;
  /** Header values by lower-case name; only SIGNED_HEADER_NAMES are used. */
  headers: Record<string, string | undefined>;
  /** The exact request body text ("" when there is none). */
  body?: string;
}

const sha256Hex = (text: string) => createHash("sha256").update(text, "utf8").digest("hex");

/** `YYYYMMDDTHHMMSSZ` for a date, as in `x-fp-date`. */
export function formatSignatureDate(date: Date): string {
  return date.toISOString().replace(/[:-]|\.\d{3}/g, "");
}

/** Parses an `x-fp-date` value; undefined when it is not of the form YYYYMMDDTHHMMSSZ. */
export function parseSignatureDate(value: string): Date | undefined {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value);
  if (!m) return undefined;
  const date = new Date(Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5], +m[6]));
  return Number.isNaN(date.getTime()) ? undefined : date;
}

function canonicalPath(pathname: string): string {
  if (pathname === "/" || pathname === "") return "/";
  const encoded = pathname
    .split("/")
    .map((segment) => {
      try {
        return encodeURIComponent(decodeURIComponent(segment));
      } catch {
        return encodeURIComponent(segment);
      }
    })
    .join("/")
    .replace(/\/{2,}/g, "/");
  const out: string[] = [];
  for (const piece of encoded.split("/")) {
    if (piece === "..") out.pop();
    else if (piece !== ".") out.push(piece);
  }
  const joined = out.join("/");
  return joined.startsWith("/") ? joined : `/${joined}`;
}

function canonicalQuery(search: string): string {
  const query = parseQuery(search);
  delete query["x-fp-signature"];
  const pieces: string[] = [];
  for (const key of Object.keys(query).filter(Boolean).sort()) {
    const value = query[key];
    if (Array.isArray(value)) for (const v of [...value].sort()) pieces.push(`${key}=${v}`);
    else pieces.push(`${key}=${value ?? ""}`);
  }
  return pieces.join("&");
}

/** The canonical request text that is hashed and signed. */
function canonicalRequest(request: SignableRequest): string {
  const queryAt = request.path.indexOf("?");
  const pathname = queryAt >= 0 ? request.path.slice(0, queryAt) : request.path;
  const search = queryAt >= 0 ? request.path.slice(queryAt + 1) : "";
  const names = SIGNED_HEADER_NAMES.filter((name) => request.headers[name] !== undefined);
  const headerLines = names.map((name) => `${name}:${String(request.headers[name]).trim().replace(/\s+/g, " ")}`);
  return [
    (request.method || "GET").toUpperCase(),
    canonicalPath(pathname),
    canonicalQuery(search),
    `${headerLines.join("\n")}\n`,
    names.join(";"),
    sha256Hex(request.body ?? ""),
  ].join("\n");
}

/** Computes `v1.1:<hex>` for a request whose headers already carry `x-fp-date`. */
export function computeSignature(request: SignableRequest, secret = DEFAULT_SIGNING_SECRET): string {
  const date = request.headers["x-fp-date"];
  if (!date) throw new Error("x-fp-date header is required to sign a request");
  const stringToSign = `${date}\n${sha256Hex(canonicalRequest(request))}`;
  return `v1.1:${createHmac("sha256", secret).update(stringToSign, "utf8").digest("hex")}`;
}

/** Constant-time comparison of a received signature with the expected one. */
export function signatureMatches(received: string, expected: string): boolean {
  const a = Buffer.from(received);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
