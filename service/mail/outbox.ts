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

/** Queues a message; e-mail waits for the SMTP deliverer, SMS is held (no gateway). Returns its id. */
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
  return row.id;
}
