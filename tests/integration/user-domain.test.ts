/**
 * The user module's domain functions called directly, without HTTP (decision 0006): they take the
 * database and plain values (the store, the client address and user agent), return data or throw
 * typed errors, and hand back session tokens for the route to put in the cookie.
 */
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { mailOutbox, userEmails, userPhones, userSessions } from "../../service/db/schema";
import { ApiError, RetryLater } from "../../service/http/errors";
import { createAccount, loginWithPassword, register } from "../../service/modules/user/authentication";
import { limitSends, SEND_LIMITS } from "../../service/modules/user/codes";
import { hashPassword } from "../../service/modules/user/passwords";
import {
  endSessions,
  resumeSession,
  SESSION_TTL_MS,
  startSession,
  type Caller,
} from "../../service/modules/user/sessions";
import { PASSWORD, useShopperService } from "./accounts-helpers";
import { TEST_APPLICATION_ID } from "./constants";
import { drivers } from "./helpers";

const app = { id: TEST_APPLICATION_ID, name: "Test Store" };
const T0 = Date.UTC(2026, 2, 2, 9, 0, 0);

/** The error a promise rejects with (fails when it resolves). */
async function failure(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => expect.fail("expected the call to fail"),
    (error: unknown) => error,
  );
}

describe.each(drivers)("user domain functions on %s", (driver) => {
  const h = useShopperService(driver);
  const caller = (ip: string): Caller => ({
    app,
    client: { ip, userAgent: "domain-test/1.0" },
    requestId: "req-domain-test",
  });
  const form = (email: string, mobile?: string) => ({
    first_name: "Asha",
    last_name: "Rao",
    gender: "female" as const,
    email,
    phone: mobile ? { country_code: "91", mobile } : undefined,
    password: PASSWORD,
  });

  it("createAccount writes the account, its contacts and the verification e-mail in the caller's transaction", async () => {
    const email = h.uniqueEmail().toLowerCase();
    const mobile = h.uniqueMobile();
    const passwordHash = await hashPassword(PASSWORD);
    const user = await h.db.transaction((tx) =>
      createAccount(tx, { app, form: form(email, mobile), passwordHash }, T0),
    );
    expect(user).toMatchObject({ applicationId: app.id, firstName: "Asha", lastName: "Rao", passwordHash });
    expect(user.createdAt.getTime()).toBe(T0);
    const [emailRow] = await h.db.select().from(userEmails).where(eq(userEmails.userId, user.id));
    expect(emailRow).toMatchObject({ email, primary: true, verified: false });
    const [phoneRow] = await h.db.select().from(userPhones).where(eq(userPhones.userId, user.id));
    expect(phoneRow).toMatchObject({ countryCode: 91, phone: mobile, primary: true });
    const [message] = await h.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.recipient, email), eq(mailOutbox.kind, "verify-email")));
    expect(message.subject).toBe("Confirm your e-mail address for Test Store");

    // Taken contacts are field errors, and the transaction they were thrown in writes nothing.
    const again = await failure(
      h.db.transaction((tx) => createAccount(tx, { app, form: form(email, mobile), passwordHash }, T0)),
    );
    expect(again).toBeInstanceOf(ApiError);
    expect(again).toMatchObject({
      status: 400,
      errors: {
        email: ["An account with this e-mail address already exists"],
        "phone.mobile": ["An account with this mobile number already exists"],
      },
    });
    expect(await h.db.select().from(userEmails).where(eq(userEmails.email, email))).toHaveLength(1);
  });

  it("startSession takes the client as plain values and returns the token that resumeSession finds", async () => {
    const shopper = await h.register();
    const { session, token } = await startSession(h.db, shopper.id, { ip: "192.0.2.10", userAgent: "Agent/1" }, T0);
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(session).toMatchObject({ userId: shopper.id, ip: "192.0.2.10", userAgent: "Agent/1" });
    expect(session.tokenHash).not.toContain(token);
    expect(session.expiresAt.getTime()).toBe(T0 + SESSION_TTL_MS);

    const found = await resumeSession(h.db, app.id, token, T0 + 1000);
    expect(found?.session.id).toBe(session.id);
    expect(found?.user.id).toBe(shopper.id);
    expect(await resumeSession(h.db, "another-application", token, T0 + 1000)).toBeUndefined();
    expect(await resumeSession(h.db, app.id, token, T0 + SESSION_TTL_MS)).toBeUndefined();

    // A stale last_seen_at is refreshed when the session is resumed.
    await resumeSession(h.db, app.id, token, T0 + 3600_000);
    const [row] = await h.db.select().from(userSessions).where(eq(userSessions.id, session.id));
    expect(row.lastSeenAt.getTime()).toBe(T0 + 3600_000);

    await endSessions(h.db, shopper.id);
    expect(await resumeSession(h.db, app.id, token, T0 + 1000)).toBeUndefined();
  });

  it("register and loginWithPassword answer data and a session token; refusals are typed errors", async () => {
    const email = h.uniqueEmail().toLowerCase();
    const registered = await register(h.db, caller("192.0.2.20"), form(email), Date.now());
    expect(registered.body).toMatchObject({ success: true, request_id: "req-domain-test", email, user_exists: false });
    const resumed = await resumeSession(h.db, app.id, registered.sessionToken, Date.now());
    expect(resumed?.user.id).toBe(registered.body.user?._id);
    expect(resumed?.session).toMatchObject({ ip: "192.0.2.20", userAgent: "domain-test/1.0" });

    const login = await loginWithPassword(h.db, caller("192.0.2.21"), { username: email, password: PASSWORD }, T0);
    expect(login.body.user?._id).toBe(registered.body.user?._id);
    expect(login.sessionToken).not.toBe(registered.sessionToken);

    const wrong = { username: email, password: "Wrong#pass1" };
    for (let i = 0; i < 5; i++) {
      expect(await failure(loginWithPassword(h.db, caller(`192.0.2.${30 + i}`), wrong, T0))).toMatchObject({
        status: 401,
      });
    }
    // Locked for the rest of the 15-minute window: the error carries the wait for `retry-after`.
    const locked = await failure(loginWithPassword(h.db, caller("192.0.2.40"), wrong, T0));
    expect(locked).toBeInstanceOf(RetryLater);
    expect(locked).toMatchObject({ status: 429, retryAfterSeconds: 15 * 60 - ((T0 / 1000) % (15 * 60)) });
  });

  it("limitSends counts per target and per client address given as plain values", async () => {
    const send = { applicationId: app.id, target: h.uniqueEmail().toLowerCase(), ip: "192.0.2.50" };
    for (let i = 0; i < SEND_LIMITS.target.limit; i++) await limitSends(h.db, send, T0);
    const refused = await failure(limitSends(h.db, send, T0));
    expect(refused).toBeInstanceOf(RetryLater);
    expect(refused).toMatchObject({ status: 429, message: "Too many codes requested. Try again in 15 minutes." });
    // Another target from another address is still allowed.
    await limitSends(h.db, { ...send, target: h.uniqueEmail().toLowerCase(), ip: "192.0.2.51" }, T0);
  });
});
