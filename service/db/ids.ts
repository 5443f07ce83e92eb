/** New row ids and tokens, from the system's secure random source. */
import { randomBytes } from "node:crypto";

/** A new row id: 24 hexadecimal characters, like Fynd's _id. */
export const newId = () => randomBytes(12).toString("hex");

/** A new unguessable token for a link or a resend request: 24 random bytes, base64url. */
export const newToken = () => randomBytes(24).toString("base64url");
