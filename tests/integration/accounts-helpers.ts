/**
 * Shared harness of the account tests (codes, passwords, contacts): the service over a real
 * database with a clock the test moves, signed calls with a session cookie and a client address,
 * and the outbox read back to find the codes and links that were "sent".
 */
import { randomBytes, randomInt } from "node:crypto";
import { and, desc, eq } from "drizzle-orm";
import { createServiceApp, type ServiceApp } from "../../service/app";
import { mailOutbox } from "../../service/db/schema";
import type { ServiceRuntime } from "../../service/runtime";
import { signedRequest, startTestService, type Driver } from "./helpers";

export const AUTH = "/service/application/user/authentication/v1.0";
export const PROFILE = "/service/application/user/profile/v1.0";
export const PASSWORD = "Secret#123";
const WINDOW_MS = 15 * 60_000;

export interface CallInit {
  method?: string;
  body?: unknown;
  cookie?: string;
  ip?: string;
}

export interface CallResult {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- parsed JSON, asserted field by field
  body: any;
  headers: Headers;
  /** The `f.session=…` pair the response set, if any ("f.session=" when it cleared it). */
  cookie?: string;
}

export interface AccountsHarness {
  runtime: ServiceRuntime;
  app: ServiceApp;
  /** The service's clock (ms); tests move it forward. */
  clock: { now: number };
  advance(ms: number): void;
  /** Moves the clock to just after the start of the next rate-limit window. */
  freshWindow(): void;
  call(path: string, init?: CallInit): Promise<CallResult>;
  nextIp(): string;
  uniqueEmail(): string;
  uniqueMobile(): string;
  /** The newest outbox message to a recipient (an e-mail address or "+<cc> <number>"). */
  lastMessage(recipient: string, kind?: string): Promise<typeof mailOutbox.$inferSelect | undefined>;
  messagesTo(recipient: string): Promise<(typeof mailOutbox.$inferSelect)[]>;
  /** The 6-digit code of the newest code message to the recipient. */
  lastCode(recipient: string): Promise<string>;
  /** The `code` parameter of the newest link sent to the recipient. */
  lastLinkCode(recipient: string, kind: string): Promise<string>;
  /** Registers with a password; answers the response with the e-mail and session cookie. */
  register(fields?: Record<string, unknown>): Promise<CallResult & { email: string }>;
  close(): Promise<void>;
}

export function cookieOf(headers: Headers): string | undefined {
  const match = /(?:^|,\s*)(f\.session=[^;]*)/.exec(headers.get("set-cookie") ?? "");
  return match?.[1];
}

export async function startAccountsHarness(driver: Driver): Promise<AccountsHarness> {
  const runtime = await startTestService(driver);
  const clock = { now: Math.floor(Date.now() / WINDOW_MS) * WINDOW_MS + 1000 };
  const app = createServiceApp({ db: runtime.database.db, now: () => clock.now });
  const db = runtime.database.db;
  let address = 0;

  const call = async (path: string, init: CallInit = {}): Promise<CallResult> => {
    const headers: Record<string, string> = { "x-forwarded-for": init.ip ?? "203.0.113.7" };
    if (init.cookie) headers.cookie = init.cookie;
    const response = await app.fetch(signedRequest(path, { method: init.method, body: init.body, headers, date: new Date(clock.now) }));
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null, headers: response.headers, cookie: cookieOf(response.headers) };
  };

  const messagesTo = (recipient: string) =>
    db.select().from(mailOutbox).where(eq(mailOutbox.recipient, recipient)).orderBy(desc(mailOutbox.id));
  const lastMessage = async (recipient: string, kind?: string) => {
    const [row] = await db
      .select()
      .from(mailOutbox)
      .where(kind ? and(eq(mailOutbox.recipient, recipient), eq(mailOutbox.kind, kind)) : eq(mailOutbox.recipient, recipient))
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    return row;
  };

  const harness: AccountsHarness = {
    runtime,
    app,
    clock,
    advance: (ms) => {
      clock.now += ms;
    },
    freshWindow: () => {
      clock.now = (Math.floor(clock.now / WINDOW_MS) + 1) * WINDOW_MS + 1000;
    },
    call,
    nextIp: () => `198.51.${Math.floor(++address / 250)}.${(address % 250) + 1}`,
    uniqueEmail: () => `Shopper.${randomBytes(4).toString("hex")}@Example.com`,
    uniqueMobile: () => `9${String(randomInt(0, 1e9)).padStart(9, "0")}`,
    lastMessage,
    messagesTo,
    async lastCode(recipient) {
      const message = await lastMessage(recipient, "otp");
      const code = /^(\d{6}) is your /.exec(message?.text ?? "")?.[1];
      if (!code) throw new Error(`no code sent to ${recipient}`);
      return code;
    },
    async lastLinkCode(recipient, kind) {
      const message = await lastMessage(recipient, kind);
      const code = /\?code=([^\s&]+)/.exec(message?.text ?? "")?.[1];
      if (!code) throw new Error(`no ${kind} link sent to ${recipient}`);
      return decodeURIComponent(code);
    },
    async register(fields = {}) {
      const email = harness.uniqueEmail();
      const res = await call(`${AUTH}/register/form`, {
        method: "POST",
        body: { first_name: "Asha", last_name: "Rao", email, password: PASSWORD, ...fields },
        ip: harness.nextIp(),
      });
      return { ...res, email: email.toLowerCase() };
    },
    close: () => runtime.close(),
  };
  return harness;
}
