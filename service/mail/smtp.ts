/**
 * The SMTP side of the deliverer: a nodemailer transport for SMTP_URL. The URL carries everything:
 * smtp://user:pass@host:587 (STARTTLS when the server offers it), smtps://user:pass@host:465 (TLS
 * from the start); nodemailer's URL query options (e.g. ?tls.rejectUnauthorized=false) work too.
 */
import type { MailTransport } from "./deliverer";

export async function smtpTransport(url: string): Promise<MailTransport> {
  const nodemailer = (await import("nodemailer")).default;
  return nodemailer.createTransport({
    url,
    // A hung server must not stall the deliverer: the attempt fails and is retried later.
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
  });
}
