/**
 * Shared harness of the tests that act as shoppers: the service over a real database (started and
 * closed by the describe block's hooks), signed calls with a session cookie and a client address,
 * and registering a fresh shopper (which signs them in). useShopperService runs the service on the
 * real clock; useAccountsHarness (codes, passwords, contacts) gives it a clock the test moves and
 * reads the outbox back to find the codes and links that were "sent".
 */
import { randomBytes, randomInt } from "node:crypto";
import { and, desc, eq } from "drizzle-orm";
import { createServiceApp, type ServiceApp } from "../../service/app";
import type { Db } from "../../service/db/client";
import { mailOutbox } from "../../service/db/schema";
import type { ServiceRuntime } from "../../service/runtime";
import { signedRequest, useTestService, type Driver } from "./helpers";

export const AUTH = "/service/application/user/authentication/v1.0";
export const PROFILE = "/service/application/user/profile/v1.0";
export const PASSWORD = "Secret#123";
/** The answer to a right password or code for a deleted account. */
export const ACCOUNT_LOCKED = { success: false, message: "This account has been deleted", code: "ACCOUNT_LOCKED" };
const WINDOW_MS = 15 * 60_000;

interface CallInit {
  method?: string;
  body?: unknown;
  cookie?: string;
  ip?: string;
  /** More request headers (e.g. idempotency-key, x-currency-code). */
  headers?: Record<string, string>;
}

interface CallResult {
  status: number;

  body: any;
  headers: Headers;
  /** The `f.session=…` pair the response set, if any ("f.session=" when it cleared it). */
  cookie?: string;
}

/** A registered, signed-in shopper: the registration's answer, their id, e-mail and session cookie. */
export interface Shopper extends CallResult {
  id: string;
  email: string;
  cookie: string;
}

interface ShopperService {
  readonly runtime: ServiceRuntime;
  readonly db: Db;
  call: (path: string, init?: CallInit) => Promise<CallResult>;
  nextIp: () => string;
  uniqueEmail: () => string;
  uniqueMobile: () => string;
  /** Sends a registration with a password (from a fresh client address): Asha Rao, a new address, unless overridden. */
  tryRegister: (fields?: Record<string, unknown>) => Promise<CallResult & { email: string }>;
  /** Registers as tryRegister does; fails unless it works. */
  register: (fields?: Record<string, unknown>) => Promise<Shopper>;
}

interface AccountsHarness extends ShopperService {
  /** The service app on the test's clock. */
  readonly app: ServiceApp;
  /** The service's clock (ms); tests move it forward. */
  clock: { now: number };
  advance(ms: number): void;
  /** Moves the clock to just after the start of the next rate-limit window. */
  freshWindow(): void;
  /** The newest outbox message to a recipient (an e-mail address or "+<cc> <number>"). */
  lastMessage(recipient: string, kind?: string): Promise<typeof mailOutbox.$inferSelect | undefined>;
  messagesTo(recipient: string): Promise<(typeof mailOutbox.$inferSelect)[]>;
  /** The 6-digit code of the newest code message to the recipient. */
  lastCode(recipient: string): Promise<string>;
  /** The `code` parameter of the newest link sent to the recipient. */
  lastLinkCode(recipient: string, kind: string): Promise<string>;
  /** Asks for a sign-in code by SMS (an Indian number, new unless given); fails unless it is sent. */
  startMobileLogin(
    mobile?: string,
    ip?: string,
  ): Promise<{ sent: CallResult; mobile: string; ip: string; code: string }>;
  /** Answers a mobile sign-in code. */
  verifyMobileCode(requestId: string, otp: string): Promise<CallResult>;
  /** A new account made by a mobile sign-in code (no e-mail address, no password), signed in. */
  signUpByMobile(): Promise<{ mobile: string; cookie: string; body: any }>;
}

function cookieOf(headers: Headers): string | undefined {
  const match = /(?:^|,\s*)(f\.session=[^;]*)/.exec(headers.get("set-cookie") ?? "");
  return match?.[1];
}

function shopperService(getRuntime: () => ServiceRuntime, getApp: () => ServiceApp, now: () => number): ShopperService {
  let address = 0;
  const call = async (path: string, init: CallInit = {}): Promise<CallResult> => {
    const headers: Record<string, string> = { "x-forwarded-for": init.ip ?? "203.0.113.7", ...init.headers };
    if (init.cookie) headers.cookie = init.cookie;
    const response = await getApp().fetch(
      signedRequest(path, { method: init.method, body: init.body, headers, date: new Date(now()) }),
    );
    const text = await response.text();
    return {
      status: response.status,
      body: text ? JSON.parse(text) : null,
      headers: response.headers,
      cookie: cookieOf(response.headers),
    };
  };
  const service: ShopperService = {
    get runtime() {
      return getRuntime();
    },
    get db() {
      return getRuntime().database.db;
    },
    call,
    nextIp: () => `198.51.${Math.floor(++address / 250)}.${(address % 250) + 1}`,
    uniqueEmail: () => `Shopper.${randomBytes(4).toString("hex")}@Example.com`,
    uniqueMobile: () => `9${String(randomInt(0, 1e9)).padStart(9, "0")}`,
    async tryRegister(fields = {}) {
      const email = service.uniqueEmail();
      const res = await call(`${AUTH}/register/form`, {
        method: "POST",
        body: { first_name: "Asha", last_name: "Rao", email, password: PASSWORD, gender: "female", ...fields },
        ip: service.nextIp(),
      });
      return { ...res, email: email.toLowerCase() };
    },
    async register(fields = {}) {
      const res = await service.tryRegister(fields);
      if (res.status !== 200) throw new Error(`register failed: ${res.status} ${JSON.stringify(res.body)}`);
      if (!res.cookie) throw new Error("register set no session cookie");
      return { ...res, cookie: res.cookie, id: res.body.user._id as string };
    },
  };
  return service;
}

/** Shoppers of the service on the real clock, for the enclosing describe block. */
export function useShopperService(driver: Driver): ShopperService {
  const runtime = useTestService(driver);
  return shopperService(runtime, () => runtime().app, Date.now);
}

/** Shoppers of the service on a clock the test moves, and its outbox, for the enclosing describe block. */
export function useAccountsHarness(driver: Driver): AccountsHarness {
  const clock = { now: 0 };
  let app: ServiceApp | undefined;
  const runtime = useTestService(driver, (started) => {
    clock.now = Math.floor(Date.now() / WINDOW_MS) * WINDOW_MS + 1000;
    app = createServiceApp({ db: started.database.db, now: () => clock.now });
  });
  const getApp = () => {
    if (!app) throw new Error("the test service is not started (use it inside a test)");
    return app;
  };
  const base = shopperService(runtime, getApp, () => clock.now);

  const messagesTo = (recipient: string) =>
    base.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, recipient)).orderBy(desc(mailOutbox.id));
  const lastMessage = async (recipient: string, kind?: string) => {
    const [row] = await base.db
      .select()
      .from(mailOutbox)
      .where(
        kind
          ? and(eq(mailOutbox.recipient, recipient), eq(mailOutbox.kind, kind))
          : eq(mailOutbox.recipient, recipient),
      )
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    return row;
  };

  const lastCode = async (recipient: string) => {
    const message = await lastMessage(recipient, "otp");
    const code = /^(\d{6}) is your /.exec(message?.text ?? "")?.[1];
    if (!code) throw new Error(`no code sent to ${recipient}`);
    return code;
  };
  const verifyMobileCode = (requestId: string, otp: string) =>
    base.call(`${AUTH}/otp/mobile/verify`, { method: "POST", body: { request_id: requestId, otp } });
  const startMobileLogin = async (mobile = base.uniqueMobile(), ip = base.nextIp()) => {
    const sent = await base.call(`${AUTH}/login/otp`, { method: "POST", body: { mobile, country_code: "+91" }, ip });
    if (sent.status !== 200) throw new Error(`login/otp failed: ${sent.status} ${JSON.stringify(sent.body)}`);
    return { sent, mobile, ip, code: await lastCode(`+91 ${mobile}`) };
  };

  return {
    get runtime() {
      return runtime();
    },
    get db() {
      return base.db;
    },
    get app() {
      return getApp();
    },
    clock,
    advance: (ms) => {
      clock.now += ms;
    },
    freshWindow: () => {
      clock.now = (Math.floor(clock.now / WINDOW_MS) + 1) * WINDOW_MS + 1000;
    },
    call: base.call,
    nextIp: base.nextIp,
    uniqueEmail: base.uniqueEmail,
    uniqueMobile: base.uniqueMobile,
    tryRegister: base.tryRegister,
    register: base.register,
    lastMessage,
    messagesTo,
    lastCode,
    async lastLinkCode(recipient, kind) {
      const message = await lastMessage(recipient, kind);
      const code = /[?&]code=([^\s&]+)/.exec(message?.text ?? "")?.[1];
      if (!code) throw new Error(`no ${kind} link sent to ${recipient}`);
      return decodeURIComponent(code);
    },
    startMobileLogin,
    verifyMobileCode,
    async signUpByMobile() {
      const { sent, mobile, code } = await startMobileLogin();
      const signedIn = await verifyMobileCode(sent.body.request_id, code);
      if (signedIn.status !== 200 || !signedIn.cookie)
        throw new Error(`mobile sign-up failed: ${signedIn.status} ${JSON.stringify(signedIn.body)}`);
      return { mobile, cookie: signedIn.cookie, body: signedIn.body };
    },
  };
}
