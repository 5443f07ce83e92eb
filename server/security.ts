/**
 * Security headers with a fresh CSP nonce per request (Remix renders its inline scripts with it).
 * Framing is limited to this origin plus the configured theme-editor origins (config/env.ts has
 * checked that each is an http(s) origin).
 */
import { randomBytes } from "node:crypto";
import type { RequestHandler } from "express";

/**
 * What the Google Maps JavaScript API needs beyond 'self' (Google's allowlist for its CSP guide):
 * only sent when the store has a maps key, for the address form's map picker.
 */
const GOOGLE_MAPS = {
  script:
    "https://*.googleapis.com https://*.gstatic.com *.google.com https://*.ggpht.com *.googleusercontent.com blob:",
  style: "https://fonts.googleapis.com",
  font: "https://fonts.gstatic.com",
  connect: "https://*.googleapis.com *.google.com https://*.gstatic.com data: blob:",
  frame: "*.google.com",
  worker: "blob:",
};

/** What Google Tag Manager and the tags it loads need: only sent when the store has a container (GTM_ID). */
const TAG_MANAGER = {
  script: "https://www.googletagmanager.com",
  connect: "https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com",
};

export function securityHeaders(options: {
  frameAncestors: string[];
  googleMaps?: boolean;
  tagManager?: boolean;
  /** Origins extension sections load assets from (EXTENSION_ORIGINS): their scripts are fetched, their stylesheets linked. */
  extensionOrigins?: string[];
}): RequestHandler {
  const ancestors = ["'self'", ...options.frameAncestors].join(" ");
  const maps = (directive: string, sources: string) => (options.googleMaps ? `${directive} ${sources}` : directive);
  const tags = (directive: string, sources: string) => (options.tagManager ? `${directive} ${sources}` : directive);
  // A fetched extension script runs as an inline script with the nonce: it needs connect-src, not script-src.
  const extensions = (directive: string) => [directive, ...(options.extensionOrigins ?? [])].join(" ");
  return (req, res, next) => {
    const nonce = randomBytes(16).toString("base64");
    res.locals.cspNonce = nonce;
    res.setHeader(
      "Content-Security-Policy",
      [
        "default-src 'self'",
        tags(maps(`script-src 'self' 'nonce-${nonce}'`, GOOGLE_MAPS.script), TAG_MANAGER.script),
        maps(extensions("style-src 'self' 'unsafe-inline'"), GOOGLE_MAPS.style),
        "img-src 'self' data: https:",
        // Video sections play files from the store or a CDN, like images; YouTube/Vimeo are linked, never framed.
        "media-src 'self' https:",
        maps("font-src 'self' data:", GOOGLE_MAPS.font),
        tags(maps(extensions("connect-src 'self'"), GOOGLE_MAPS.connect), TAG_MANAGER.connect),
        ...(options.googleMaps ? [`frame-src ${GOOGLE_MAPS.frame}`, `worker-src ${GOOGLE_MAPS.worker}`] : []),
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
