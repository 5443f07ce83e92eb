/**
 * Mail delivery over real SMTP (an in-process smtp-server) and a real database: the deliverer
 * started by startService with SMTP_URL sends pending e-mail and marks it sent, holds SMS, retries a
 * failing server with backoff and gives up after the last attempt, never sends a row twice when
 * several deliverers share the outbox; and the dev mailbox page lists the outbox.
 */
import type { AddressInfo } from "node:net";
import { randomBytes } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import { SMTPServer, type SMTPServerOptions } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Db, Tx } from "../../service/db/client";
import { mailOutbox } from "../../service/db/schema";
import { startDeliverer } from "../../service/mail/deliverer";
import { linkify, mailboxRoutes } from "../../service/mail/mailbox";
import { enqueueMessage, type OutgoingMessage } from "../../service/mail/outbox";
import { smtpTransport } from "../../service/mail/smtp";
import { startService, type ServiceRuntime } from "../../service/runtime";
import { TEST_APPLICATION_ID, TEST_APPLICATION_TOKEN } from "./constants";
import { drivers, openTestDatabase } from "./helpers";

interface Received {
  from: string;
  to: string[];
  raw: string;
  user?: string;
}

/** A real SMTP server on a free port that keeps what it receives. */
async function startSmtp(options: Partial<SMTPServerOptions> = {}) {
  const received: Received[] = [];
  const server = new SMTPServer({
    disabledCommands: ["STARTTLS"],
    allowInsecureAuth: true,
    authOptional: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === "shop" && auth.password === "s3cret") callback(null, { user: auth.username });
      else callback(new Error("Invalid username or password"));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString("utf8"),
          user: session.user as string | undefined,
        });
        callback();
      });
    },
    ...options,
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    received,
    port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The body of a received message, quoted-printable decoded when it is so encoded. */
function bodyOf(raw: string): string {
  const split = raw.indexOf("\r\n\r\n");
  const head = raw.slice(0, split);
  const body = raw.slice(split + 4);
  if (!/^Content-Transfer-Encoding: quoted-printable/im.test(head)) return body;
  return Buffer.from(
    body.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    "latin1",
  ).toString("utf8");
}

const unique = () => randomBytes(4).toString("hex");

/** Queues a message of the test application: an e-mail sign-in code unless said otherwise. */
const enqueue = (
  tx: Tx,
  message: Omit<OutgoingMessage, "applicationId" | "channel" | "kind"> & Partial<OutgoingMessage>,
) => enqueueMessage(tx, { applicationId: TEST_APPLICATION_ID, channel: "email", kind: "otp", ...message });

/** A deliverer to the SMTP server on `port` whose passes the test runs by hand (drain), retrying after 60 s, 120 s… */
const manualDeliverer = async (db: Db, port: number, maxAttempts: number) =>
  startDeliverer({
    db,
    transport: await smtpTransport(`smtp://127.0.0.1:${port}`),
    from: "shop@vitrine.test",
    maxAttempts,
    retryBaseMs: 60_000,
    pollMs: 3_600_000,
  });

describe.each(drivers)("mail delivery on %s", (driver) => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let service: ServiceRuntime;

  beforeAll(async () => {
    smtp = await startSmtp();
    const database = await openTestDatabase(driver);
    service = await startService({
      database,
      applicationId: TEST_APPLICATION_ID,
      applicationToken: TEST_APPLICATION_TOKEN,
      smtpUrl: `smtp://shop:s3cret@127.0.0.1:${smtp.port}`,
      mailFrom: "Vitrine Test <shop@vitrine.test>",
      // A long poll: a prompt delivery below can only come from the nudge after enqueueMessage.
      mailDelivery: { pollMs: 60_000 },
    });
  });
  afterAll(async () => {
    await service?.close();
    await smtp?.close();
  });

  const rowOf = async (id: number) =>
    (await service.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0];

  it("delivers a queued e-mail over SMTP (with auth) right after it is queued and marks it sent", async () => {
    const to = `shopper.${unique()}@example.com`;
    const id = await service.database.db.transaction((tx) =>
      enqueue(tx, {
        recipient: to,
        kind: "verify-email",
        subject: "Verify your e-mail address",
        text: "Hello!\nOpen http://localhost:3000/auth/verify-email-link/?code=abc123 to verify your address.",
      }),
    );
    await vi.waitFor(async () => expect((await rowOf(id)).status).toBe("sent"), { timeout: 10_000, interval: 50 });
    const row = await rowOf(id);
    expect(row.attempts).toBe(1);
    expect(row.sentAt).toBeInstanceOf(Date);

    const message = smtp.received.find((m) => m.to.includes(to));
    expect(message).toBeDefined();
    expect(message!.from).toBe("shop@vitrine.test");
    expect(message!.user).toBe("shop");
    expect(message!.raw).toMatch(/^Subject: Verify your e-mail address\r?$/m);
    expect(message!.raw).toMatch(new RegExp(`^To: ${to.replace(/\./g, "\\.")}\\r?$`, "m"));
    expect(message!.raw).toMatch(/^From: Vitrine Test <shop@vitrine\.test>\r?$/m);
    expect(bodyOf(message!.raw)).toBe(
      "Hello!\r\nOpen http://localhost:3000/auth/verify-email-link/?code=abc123 to verify your address.\r\n",
    );
  });

  it("keeps SMS held and sends e-mail in id order", async () => {
    const db = service.database.db;
    const tag = unique();
    const ids = await db.transaction(async (tx) => {
      const out: number[] = [];
      out.push(
        await enqueueMessage(tx, {
          applicationId: TEST_APPLICATION_ID,
          channel: "sms",
          recipient: "+91 9800000001",
          kind: "otp",
          text: `Your code is 123456 ${tag}`,
        }),
      );
      for (let i = 0; i < 3; i++) {
        out.push(
          await enqueueMessage(tx, {
            applicationId: TEST_APPLICATION_ID,
            channel: "email",
            recipient: `order.${tag}@example.com`,
            kind: "otp",
            subject: `Code ${tag} #${i}`,
            text: `Code ${i}`,
          }),
        );
      }
      return out;
    });
    await service.deliverer!.drain();
    const rows = await db.select().from(mailOutbox).where(inArray(mailOutbox.id, ids)).orderBy(mailOutbox.id);
    expect(rows.map((r) => r.status)).toEqual(["held", "sent", "sent", "sent"]);
    expect(rows[0].attempts).toBe(0);
    const subjects = smtp.received
      .filter((m) => m.to.includes(`order.${tag}@example.com`))
      .map((m) => /^Subject: (.*?)\r?$/m.exec(m.raw)?.[1]);
    expect(subjects).toEqual([`Code ${tag} #0`, `Code ${tag} #1`, `Code ${tag} #2`]);
  });

  it("takes over a row left 'sending' by a process that died (after the lease)", async () => {
    const db = service.database.db;
    const to = `stale.${unique()}@example.com`;
    const id = await enqueue(db, {
      recipient: to,
      subject: "Stale",
      text: "x",
    });
    // Claimed by "another process" just now: not taken over yet.
    await db
      .update(mailOutbox)
      .set({ status: "sending", attempts: 1, lastAttemptAt: new Date() })
      .where(eq(mailOutbox.id, id));
    await service.deliverer!.drain();
    expect((await rowOf(id)).status).toBe("sending");
    // The same claim 11 minutes ago: the lease (10 minutes) has run out.
    await db
      .update(mailOutbox)
      .set({ lastAttemptAt: new Date(Date.now() - 11 * 60_000) })
      .where(eq(mailOutbox.id, id));
    await service.deliverer!.drain();
    expect(await rowOf(id)).toMatchObject({ status: "sent", attempts: 2 });
    expect(smtp.received.filter((m) => m.to.includes(to))).toHaveLength(1);
  });

  it("never sends a message twice when several deliverers share the outbox", async () => {
    const db = service.database.db;
    const tag = unique();
    const recipient = `crowd.${tag}@example.com`;
    await db.transaction(async (tx) => {
      for (let i = 0; i < 24; i++) {
        await enqueueMessage(tx, {
          applicationId: TEST_APPLICATION_ID,
          channel: "email",
          recipient,
          kind: "otp",
          subject: `Crowd ${i}`,
          text: `n${i}`,
        });
      }
    });
    const transport = await smtpTransport(`smtp://127.0.0.1:${smtp.port}`);
    const others = [1, 2, 3].map(() =>
      startDeliverer({ db, transport, from: "a@b.test", batchSize: 3, pollMs: 60_000 }),
    );
    await Promise.all([...others.map((d) => d.drain()), service.deliverer!.drain()]);
    await Promise.all(others.map((d) => d.stop()));
    const rows = await db.select().from(mailOutbox).where(eq(mailOutbox.recipient, recipient));
    expect(rows).toHaveLength(24);
    expect(rows.every((r) => r.status === "sent" && r.attempts === 1)).toBe(true);
    const subjects = smtp.received
      .filter((m) => m.to.includes(recipient))
      .map((m) => /^Subject: (.*?)\r?$/m.exec(m.raw)?.[1]);
    expect(subjects).toHaveLength(24);
    expect(new Set(subjects).size).toBe(24);
  });

  it("retries a failing server with backoff, then marks the message failed with the last error", async () => {
    const db = service.database.db;
    const failing = await startSmtp({
      onRcptTo(_address, _session, callback) {
        const error = new Error("Mailbox temporarily unavailable") as Error & { responseCode?: number };
        error.responseCode = 451;
        callback(error);
      },
    });
    const to = `bounce.${unique()}@example.com`;
    // Passes are run by hand (drain) and the retry clock is moved in the row: no timing in the test.
    const deliverer = await manualDeliverer(db, failing.port, 3);
    const triedAgo = (ms: number) =>
      db
        .update(mailOutbox)
        .set({ lastAttemptAt: new Date(Date.now() - ms) })
        .where(eq(mailOutbox.id, id));
    let id = 0;
    try {
      id = await enqueue(db, {
        recipient: to,
        subject: "Bounce",
        text: "x",
      });
      await deliverer.drain();
      expect(await rowOf(id)).toMatchObject({ status: "pending", attempts: 1 });
      // Backoff: the 2nd attempt waits 60 s, the 3rd 120 s.
      const drainTriedAgo = async (ms: number) => {
        await triedAgo(ms);
        await deliverer.drain();
        return rowOf(id);
      };
      expect((await drainTriedAgo(50_000)).attempts).toBe(1);
      expect(await drainTriedAgo(61_000)).toMatchObject({ status: "pending", attempts: 2 });
      expect((await drainTriedAgo(100_000)).attempts).toBe(2);
      const row = await drainTriedAgo(121_000);
      expect(row).toMatchObject({ status: "failed", attempts: 3 });
      expect(row.sentAt).toBeNull();
      expect(row.lastError).toMatch(/451.*Mailbox temporarily unavailable/);
      // A failed row is left alone afterwards.
      await triedAgo(24 * 3_600_000);
      await deliverer.drain();
      expect((await rowOf(id)).attempts).toBe(3);
    } finally {
      await deliverer.stop();
      await failing.close();
    }
  });

  it("counts an unreachable server as a failed attempt and keeps the row pending until the last one", async () => {
    const db = service.database.db;
    const closed = await startSmtp();
    await closed.close();
    const to = `down.${unique()}@example.com`;
    const deliverer = await manualDeliverer(db, closed.port, 2);
    try {
      const id = await enqueue(db, {
        recipient: to,
        subject: "Down",
        text: "x",
      });
      await deliverer.drain();
      const row = await rowOf(id);
      expect(row).toMatchObject({ status: "pending", attempts: 1 });
      expect(row.lastError).toMatch(/ECONNREFUSED/);
      // Not due again before its backoff: a second pass leaves it alone.
      await deliverer.drain();
      expect((await rowOf(id)).attempts).toBe(1);
    } finally {
      await deliverer.stop();
    }
  });

  describe("dev mailbox", () => {
    const page = async (query = "") => {
      const response = await mailboxRoutes(service.database.db).fetch(
        new Request(`http://localhost/_dev/mailbox${query}`),
      );
      return { response, html: await response.text() };
    };

    it("lists the outbox newest first, with status, links and escaped text", async () => {
      const db = service.database.db;
      const to = `box.${unique()}@example.com`;
      await enqueue(db, {
        recipient: to,
        kind: "reset-password",
        subject: "Reset <your> password",
        text: "Reset: https://shop.test/auth/set-password/?code=x&y=1. <b>not bold</b>",
      });
      await enqueue(db, {
        channel: "sms",
        recipient: "+91 9800000002",
        text: "Your code is 654321",
      });
      const { response, html } = await page();
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toMatch(/^text\/html/);
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(response.headers.get("x-robots-tag")).toBe("noindex, nofollow");
      expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
      expect(html).toContain("<h1>Mailbox</h1>");
      expect(html).not.toContain("<script");
      // Newest first: the SMS (queued last) comes before the e-mail.
      expect(html.indexOf("Your code is 654321")).toBeLessThan(html.indexOf("Reset &lt;your&gt; password"));
      expect(html).toContain('<h2 id="message-');
      expect(html).toContain("held (no SMS gateway)");
      expect(html).toContain(
        'Reset: <a href="https://shop.test/auth/set-password/?code=x&amp;y=1">https://shop.test/auth/set-password/?code=x&amp;y=1</a>. &lt;b&gt;not bold&lt;/b&gt;',
      );
    });

    it("filters by recipient (?to=, any case)", async () => {
      const db = service.database.db;
      const to = `only.${unique()}@example.com`;
      await enqueue(db, {
        recipient: to,
        subject: "For you",
        text: "1",
      });
      await enqueueMessage(db, {
        applicationId: TEST_APPLICATION_ID,
        channel: "email",
        recipient: `other.${unique()}@example.com`,
        kind: "otp",
        subject: "Not for you",
        text: "2",
      });
      const { html } = await page(`?to=${encodeURIComponent(to.toUpperCase())}`);
      expect(html.match(/<article /g)).toHaveLength(1);
      expect(html).toContain("For you");
      expect(html).not.toContain("Not for you");
      expect(html).toContain(`1 message to ${to.toUpperCase()}`);
      expect((await page("?to=nobody%40example.com")).html).not.toContain("<article");
    });
  });
});

// The DEV_MAILBOX and SMTP_URL rules are tested with the rest of the configuration (tests/unit/config.test.ts).
describe("mailbox page", () => {
  it("linkifies http(s) URLs only and leaves trailing punctuation outside the link", () => {
    expect(linkify("See (https://a.test/x?b=1), or javascript:alert(1) <i>")).toBe(
      'See (<a href="https://a.test/x?b=1">https://a.test/x?b=1</a>), or javascript:alert(1) &lt;i&gt;',
    );
  });
});
