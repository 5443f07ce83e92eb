/**
 * The outbox (decision 0005): every message the service sends is a row of `mail_outbox`, written
 * in the caller's transaction. Delivery (SMTP) happens afterwards, outside the request.
 */
import type { Tx } from "../db/client";
import { mailOutbox } from "../db/schema";

export interface OutgoingMessage {
  applicationId: string;
  channel: "email" | "sms";
  /** An e-mail address, or "+<country code> <number>" for SMS. */
  recipient: string;
  /** What the message is for: "otp", "verify-email", "reset-password", … */
  kind: string;
  subject?: string;
  text: string;
  html?: string;
}

/**
 * Queues a message; e-mail waits for the SMTP deliverer, SMS is "held" until an SMS gateway's
 * deliverer (SMS_URL) takes it. Returns its id.
 */
export async function enqueueMessage(tx: Tx, message: OutgoingMessage): Promise<number> {
  const [row] = await tx
    .insert(mailOutbox)
    .values({
      applicationId: message.applicationId,
      channel: message.channel,
      recipient: message.recipient,
      kind: message.kind,
      subject: message.subject ?? "",
      text: message.text,
      html: message.html ?? "",
      status: message.channel === "email" ? "pending" : "held",
    })
    .returning({ id: mailOutbox.id });
  notifyQueued();
  return row.id;
}

// A deliverer running in this process listens, so a new message goes out right after its transaction
// commits instead of at the next poll. The nudge is delayed a little for that commit; a message
// whose transaction is slower (or rolls back) is simply handled by the next poll.
const listeners = new Set<() => void>();
const NUDGE_DELAY_MS = 100;

/** Calls `listener` shortly after a message is queued in this process. Returns the unsubscribe. */
export function onMessageQueued(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function notifyQueued() {
  if (!listeners.size) return;
  setTimeout(() => {
    for (const listener of listeners) listener();
  }, NUDGE_DELAY_MS).unref();
}
