/**
 * Mail: the outbox of every e-mail and SMS the service sends.
 */
import { index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { applicationRef } from "./configuration";

/**
 * Every message the service sends (OTP codes, verification and reset links, order mail): written
 * in the transaction that causes it, then delivered over SMTP when SMTP_URL is set. SMS have no
 * gateway here: they stay in the outbox (and the dev mailbox shows them).
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: serial("id").primaryKey(),
    applicationId: applicationRef(),
    channel: text("channel").notNull().$type<"email" | "sms">(),
    recipient: text("recipient").notNull(),
    /** What the message is for: "otp", "verify-email", "reset-password", "order-placed", … */
    kind: text("kind").notNull(),
    subject: text("subject").notNull().default(""),
    text: text("text").notNull(),
    html: text("html").notNull().default(""),
    status: text("status").notNull().default("pending").$type<"pending" | "sending" | "sent" | "failed" | "held">(),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error").notNull().default(""),
    /** When delivery was last tried: the retry clock, and the lease of a row being sent. */
    lastAttemptAt: timestamp("last_attempt_at", { withTimezone: true }),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [index("mail_outbox_status").on(t.status, t.id), index("mail_outbox_recipient").on(t.recipient, t.id)],
);
