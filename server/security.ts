/**
 * Security headers with a fresh CSP nonce per request (Remix renders its inline scripts with it).
 * Framing is limited to this origin plus the configured theme-editor origins (config/env.ts has
 * checked that each is an http(s) origin).
 */
import { randomBytes } from "node:crypto";
import type { RequestHandler } from "express";

export function securityHeaders(options: { frameAncestors: string[] }): RequestHandler {
  const ancestors = ["'self'", ...options.frameAncestors].join(" ");
  return (req, res, next) => {
    const nonce = randomBytes(16).toString("base64");
    res.locals.cspNonce = nonce;
    res.setHeader(
      "Content-Security-Policy",
      [
        "default-src 'self'",
        `script-src 'self' 'nonce-${nonce}'`,
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data: https:",
        "font-src 'self' data:",
        "connect-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        `frame-ancestors ${ancestors}`,
      ].join("; "),
    );
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
    res.setHeader("Permissions-Policy", "camera=(), microphone=(), payment=(self), geolocation=(self)");
    if (req.secure) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    next();
  };
}
