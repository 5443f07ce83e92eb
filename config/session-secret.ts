/**
 * The secret that signs the session cookie: SESSION_SECRET, else one generated at the first start
 * and kept in DATA_DIR/session-secret (never a constant in code). With WEB_CONCURRENCY the primary
 * process reads or creates it before it starts the workers and hands it to them, so every worker
 * signs with the same one.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Config } from "./env";

const MIN_LENGTH = 32;

export function sessionSecret(config: Pick<Config, "sessionSecret" | "dataDir">): string {
  if (config.sessionSecret) return config.sessionSecret;
  const dir = path.resolve(config.dataDir);
  const file = path.join(dir, "session-secret");
  try {
    const existing = fs.readFileSync(file, "utf8").trim();
    if (existing.length >= MIN_LENGTH) return existing;
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
