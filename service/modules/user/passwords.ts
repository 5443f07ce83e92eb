/**
 * Password hashing with scrypt (node:crypto): a random 16-byte salt per password, stored as
 * `scrypt$<salt>$<key>` (base64), compared in constant time.
 */
import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type BinaryLike } from "node:crypto";

const KEY_LENGTH = 64;

function scrypt(password: BinaryLike, salt: BinaryLike): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scryptCallback(password, salt, KEY_LENGTH, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password.normalize("NFKC"), salt);
  return `scrypt$${salt.toString("base64")}$${key.toString("base64")}`;
}

/** A stored hash that is null or malformed never matches. */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const parts = stored?.split("$");
  if (!parts || parts.length !== 3 || parts[0] !== "scrypt") return false;
  const expected = Buffer.from(parts[2], "base64");
  if (expected.length !== KEY_LENGTH) return false;
  const key = await scrypt(password.normalize("NFKC"), Buffer.from(parts[1], "base64"));
  return timingSafeEqual(key, expected);
}

/**
 * A hash to verify against when the account does not exist, so an unknown username costs the same
 * time as a wrong password and the answer does not reveal which it was.
 */
let decoy: Promise<string> | undefined;
export const decoyHash = () => (decoy ??= hashPassword(randomBytes(16).toString("hex")));
