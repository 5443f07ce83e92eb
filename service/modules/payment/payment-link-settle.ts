/**
 * What an approved Sandbox payment does to the payment link it pays (decision 0022), inside the
 * session's ending transaction (sandbox.ts `end`): the link, locked, becomes paid when it is still
 * active; otherwise the approval is refused with the reason and the session ends declined.
 */
import { eq } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { paymentLinks } from "../../db/schema";
import { LINK_MESSAGES, notPayableReason } from "./payment-link-rules";

/** Marks the link paid by the session; returns why it cannot be, or null. */
export async function settleLinkPayment(
  tx: Tx,
  linkId: string,
  session: { merchantOrderId: string; mode: string },
  now: number,
): Promise<string | null> {
  const [link] = await tx.select().from(paymentLinks).where(eq(paymentLinks.id, linkId)).for("update");
  if (!link) return LINK_MESSAGES.notFound;
  const refusal = notPayableReason(link, now);
  if (refusal) return refusal;
  await tx
    .update(paymentLinks)
    .set({ status: "paid", paidOrderId: session.merchantOrderId, paidMode: session.mode, decidedAt: new Date(now) })
    .where(eq(paymentLinks.id, linkId));
  return null;
}
