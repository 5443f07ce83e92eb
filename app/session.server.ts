/**
 * The shopper's session: one signed, HttpOnly, SameSite=Lax cookie. The signing secret comes from
 * SESSION_SECRET, or is generated once and kept in the data directory (never a constant in code).
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { createCookieSessionStorage, type Session } from "@remix-run/node";

export interface SessionData {
  /** Theme id being previewed (theme editor / preview links). */
  previewThemeId: string;
  /** The shopper hid the preview bar. */
  previewBarHidden: boolean;
  /** Product slugs on the compare list (spec §4: no duplicates, at most MAX_COMPARE). */
  compare: string[];
  /** The commerce service's user session token (its `f.session` cookie) while the shopper is signed in. */
  userToken: string;
}

function loadSecret(): string {
  if (process.env.SESSION_SECRET) return process.env.SESSION_SECRET;
  const dir = path.resolve(process.env.DATA_DIR || "data");
  const file = path.join(dir, "session-secret");
  try {
    const existing = fs.readFileSync(file, "utf8").trim();
    if (existing.length >= 32) return existing;
  } catch {
    // first start: generated below
  }
  fs.mkdirSync(dir, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  // "wx" fails if another process created the file meanwhile; then theirs wins.
  try {
    fs.writeFileSync(file, secret, { mode: 0o600, flag: "wx" });
    return secret;
  } catch {
    return fs.readFileSync(file, "utf8").trim();
  }
}

const storage = createCookieSessionStorage<SessionData>({
  cookie: {
    name: "__vitrine",
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: process.env.COOKIE_SECURE === "true",
    secrets: [loadSecret()],
    maxAge: 60 * 60 * 24 * 30,
  },
});

export type ShopperSession = Session<SessionData>;

export function getSession(request: Request): Promise<ShopperSession> {
  return storage.getSession(request.headers.get("Cookie"));
}

export function commitSession(session: ShopperSession): Promise<string> {
  return storage.commitSession(session);
}
