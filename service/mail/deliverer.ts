/**
 * The outbox deliverer (decision 0005): sends pending rows of one channel of `mail_outbox` in id
 * order, in small batches, and marks each sent or, after `maxAttempts`, failed. E-mail goes through
 * a nodemailer transport (SMTP_URL); SMS through the SMS gateway adapter (SMS_URL, sms.ts), which
 * also takes the SMS rows held while no gateway was configured.
 *
 * Several service processes may run one each: a batch is claimed with
 * `UPDATE … SET status = 'sending' WHERE id IN (SELECT … FOR UPDATE SKIP LOCKED)`, so no row is sent
 * twice. `last_attempt_at` is the retry clock (attempt n+1 waits retryBaseMs·2^(n-1), capped at
 * retryMaxMs) and the lease of a "sending" row (a process that died mid-send leaves it; it is
 * retried after leaseMs). A sent row has `sent_at`; a failed one keeps the last error in `last_error`.
 */
import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { onMessageQueued } from "./outbox";

/** What the deliverer needs from a nodemailer transport. */
export interface MailTransport {
  sendMail(message: { from: string; to: string; subject: string; text: string; html?: string }): Promise<unknown>;
  close?(): void;
}

/** What the deliverer needs from an SMS gateway (sms.ts). */
export interface SmsTransport {
  send(message: { to: string; body: string; id: number }): Promise<unknown>;
  close?(): void;
}

/** E-mail through a mail transport with its From header (MAIL_FROM), or SMS through a gateway. */
type ChannelOptions =
  { channel?: "email"; transport: MailTransport; from: string } | { channel: "sms"; transport: SmsTransport };

type DelivererOptions = ChannelOptions & {
  db: Db;
  /** Rows claimed at a time (default 10). */
  batchSize?: number;
  /** Poll interval (default 5 s). */
  pollMs?: number;
  /** Attempts before a row is marked failed (default 5). */
  maxAttempts?: number;
  /** Wait before the 2nd attempt, doubled for each further one (default 30 s). */
  retryBaseMs?: number;
  /** Longest wait between attempts (default 1 h). */
  retryMaxMs?: number;
  /** A "sending" row older than this is taken to be abandoned and retried (default 10 min). */
  leaseMs?: number;
  log?: (message: string) => void;
};

export interface MailDeliverer {
  /** Runs a delivery pass soon (also done after each e-mail queued in this process). */
  nudge(): void;
  /** Delivers everything due now; resolves with the number of rows handled. */
  drain(): Promise<number>;
  /** Stops polling, waits for the pass in progress and closes the transport. */
  stop(): Promise<void>;
}

interface ClaimedRow {
  id: number;
  recipient: string;
  subject: string;
  text: string;
  html: string;
  attempts: number;
}

export const DEFAULT_MAIL_FROM = "Vitrine <no-reply@localhost>";

/** Sends one claimed row through the channel's transport. */
function sender(options: ChannelOptions): (row: ClaimedRow) => Promise<unknown> {
  if (options.channel === "sms") {
    const sms = options.transport;
    return (row) => sms.send({ to: row.recipient, body: row.text, id: row.id });
  }
  const { transport, from } = options;
  return (row) =>
    transport.sendMail({
      from,
      to: row.recipient,
      subject: row.subject,
      text: row.text,
      ...(row.html ? { html: row.html } : {}),
    });
}

export function startDeliverer(options: DelivererOptions): MailDeliverer {
  const { db, transport } = options;
  const channel = options.channel ?? "email";
  const send = sender(options);
  // SMS queued while no gateway was configured wait as "held": the gateway takes them too.
  const waiting = channel === "sms" ? sql`status in ('pending', 'held')` : sql`status = 'pending'`;
  const batchSize = options.batchSize ?? 10;
  const pollMs = options.pollMs ?? 5_000;
  const maxAttempts = options.maxAttempts ?? 5;
  const retryBaseMs = options.retryBaseMs ?? 30_000;
  const retryMaxMs = options.retryMaxMs ?? 3_600_000;
  const leaseMs = options.leaseMs ?? 600_000;
  const log = options.log ?? (() => {});

  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let again = false;

  async function claim(): Promise<ClaimedRow[]> {
    const result: unknown = await db.execute(sql`
      update mail_outbox
         set status = 'sending', attempts = attempts + 1, last_attempt_at = now()
       where id in (
         select id from mail_outbox
          where channel = ${channel}
            and ((${waiting}
                  and (attempts = 0 or last_attempt_at is null
                       or last_attempt_at <= now() - least(${retryBaseMs}::double precision * power(2, attempts - 1), ${retryMaxMs}::double precision) * interval '1 millisecond'))
              or (status = 'sending' and last_attempt_at < now() - ${leaseMs}::double precision * interval '1 millisecond'))
          order by id
          limit ${batchSize}
          for update skip locked)
      returning id, recipient, subject, text, html, attempts`);
    return (result as { rows: ClaimedRow[] }).rows
      .map((r) => ({ ...r, id: Number(r.id), attempts: Number(r.attempts) }))
      .sort((a, b) => a.id - b.id);
  }

  async function deliver(row: ClaimedRow) {
    try {
      await send(row);
      await db.execute(sql`update mail_outbox set status = 'sent', sent_at = now() where id = ${row.id}`);
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
      const final = row.attempts >= maxAttempts;
      log(
        `${channel === "sms" ? "sms" : "mail"} ${row.id} to ${row.recipient}: attempt ${row.attempts} failed${final ? ", giving up" : ""}: ${message}`,
      );
      await db.execute(
        final
          ? sql`update mail_outbox set status = 'failed', last_error = ${message} where id = ${row.id}`
          : sql`update mail_outbox set status = 'pending', last_error = ${message} where id = ${row.id}`,
      );
    }
  }

  async function pass(): Promise<number> {
    let handled = 0;
    while (!stopped) {
      const rows = await claim();
      for (const row of rows) await deliver(row);
      handled += rows.length;
      if (rows.length < batchSize) break;
    }
    return handled;
  }

  function run(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let handled = 0;
      try {
        do {
          again = false;
          handled += await pass();
        } while (again && !stopped);
      } catch (error) {
        if (!stopped) log(`${channel} delivery pass failed: ${error instanceof Error ? error.message : String(error)}`);
      } finally {
        running = undefined;
      }
      return handled;
    })();
    return running;
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => {
      void run().finally(schedule);
    }, pollMs);
    timer.unref();
  }

  const unsubscribe = onMessageQueued(() => {
    if (!stopped) void run();
  });
  void run().finally(schedule);

  return {
    nudge() {
      if (!stopped) void run();
    },
    drain: () => run(),
    async stop() {
      stopped = true;
      unsubscribe();
      clearTimeout(timer);
      await running?.catch(() => {});
      transport.close?.();
    },
  };
}
