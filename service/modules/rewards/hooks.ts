/**
 * Rewards side effects of account events, called by the user module inside its transactions.
 * (Filled in by the rewards module: the "signup" offer when reward credit is enabled.)
 */
import type { Tx } from "../../db/client";

/** Called once when an account is created (form registration or first OTP sign-in). */
export async function onUserCreated(_tx: Tx, _applicationId: string, _userId: string, _now: number): Promise<void> {
  // No-op until the rewards module implements the signup credit.
}
