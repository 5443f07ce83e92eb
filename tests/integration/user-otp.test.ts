/**
 * One-time codes over a real database: OTP sign-in by mobile and e-mail (creating the account),
 * wrong / expired / used codes, the attempt cap, resends and their timer, send rate limits, a
 * deleted account, and the storefront SDK driving login/otp → otp/mobile/verify end to end.
 */
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createStorefrontApi } from "../../app/sdk/operations";
import { setCookieValue } from "../../app/sdk/client";
import { oneTimeCodes } from "../../service/db/schema";
import { ACCOUNT_LOCKED, AUTH, useAccountsHarness } from "./accounts-helpers";
import { drivers } from "./helpers";
import { TEST_APPLICATION_ID, TEST_APPLICATION_TOKEN } from "./constants";

describe.each(drivers)("one-time codes on %s", (driver) => {
  const h = useAccountsHarness(driver);

  /** login/otp for a fresh number: the answer and the code that was "sent". */
  it("signs in a new number (creating the account), then the same account again", async () => {
    const { sent, mobile, code } = await h.startMobileLogin();
    expect(sent.body).toMatchObject({
      success: true,
      request_id: expect.stringMatching(/^[0-9a-f]{24}$/),
      mobile,
      country_code: "91",
      resend_timer: 30,
      resend_token: expect.any(String),
      user_exists: false,
      verify_mobile_otp: true,
    });
    const message = await h.lastMessage(`+91 ${mobile}`);
    expect(message).toMatchObject({ channel: "sms", kind: "otp", status: "held" });
    expect(message!.text).toMatch(/^\d{6} is your .+ sign-in code\. It expires in 10 minutes\.$/);
    // Only a hash is stored.
    const [row] = await h.runtime.database.db
      .select()
      .from(oneTimeCodes)
      .where(eq(oneTimeCodes.id, sent.body.request_id));
    expect(row.codeHash).not.toContain(code);
    expect(row).toMatchObject({ purpose: "login", channel: "sms", target: `91-${mobile}` });

    const verified = await h.verifyMobileCode(sent.body.request_id, code);
    expect(verified.status).toBe(200);
    expect(verified.body.user_exists).toBe(false);
    expect(verified.body.user.phone_numbers).toEqual([
      { phone: mobile, country_code: 91, primary: true, verified: true, active: true },
    ]);
    expect(verified.cookie).toMatch(/^f\.session=[\w-]{43}$/);
    const session = await h.call(`${AUTH}/session`, { cookie: verified.cookie });
    expect(session.body.user._id).toBe(verified.body.user._id);

    // The code works once.
    const again = await h.verifyMobileCode(sent.body.request_id, code);
    expect(again.status).toBe(400);
    expect(again.body.message).toBe("OTP has expired. Request a new code.");

    const second = await h.startMobileLogin(mobile);
    expect(second.sent.body.user_exists).toBe(true);
    const signedIn = await h.verifyMobileCode(second.sent.body.request_id, second.code);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).toMatchObject({ user_exists: true, user: { _id: verified.body.user._id } });
  });

  it("rejects a wrong code (400 on otp), a malformed one, and an unknown request_id", async () => {
    const { sent, code } = await h.startMobileLogin();
    const wrongCode = code === "000000" ? "000001" : "000000";
    const wrong = await h.verifyMobileCode(sent.body.request_id, wrongCode);
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ message: "Invalid OTP", errors: { otp: ["Invalid OTP"] } });
    expect(wrong.cookie).toBeUndefined();
    const malformed = await h.verifyMobileCode(sent.body.request_id, "12ab");
    expect(malformed.status).toBe(400);
    expect(malformed.body.errors.otp).toEqual(["Enter the 6-digit code"]);
    const unknown = await h.verifyMobileCode("f".repeat(24), code);
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe("Invalid OTP");
    // The right code still works after one wrong try.
    const ok = await h.verifyMobileCode(sent.body.request_id, code);
    expect(ok.status).toBe(200);
  });

  it("expires a code after 10 minutes", async () => {
    const { sent, code } = await h.startMobileLogin();
    h.advance(10 * 60_000 + 1000);
    const late = await h.verifyMobileCode(sent.body.request_id, code);
    expect(late.status).toBe(400);
    expect(late.body).toMatchObject({
      message: "OTP has expired. Request a new code.",
      errors: { otp: ["OTP has expired. Request a new code."] },
    });
  });

  it("kills a code after 5 wrong tries: the 6th try is a 429 even with the right code", async () => {
    const { sent, code } = await h.startMobileLogin();
    const wrongCode = code === "999999" ? "999998" : "999999";
    for (let i = 0; i < 5; i++) {
      const res = await h.verifyMobileCode(sent.body.request_id, wrongCode);
      expect(res.status).toBe(400);
    }
    const dead = await h.verifyMobileCode(sent.body.request_id, code);
    expect(dead.status).toBe(429);
    expect(dead.body.message).toBe("Too many attempts. Request a new code.");
  });

  it("resends only with the last resend token and after the timer; the resend replaces the code", async () => {
    const { sent, mobile, ip, code } = await h.startMobileLogin();
    const resend = (token: string) =>
      h.call(`${AUTH}/otp/mobile/send`, {
        method: "POST",
        body: { mobile, country_code: "91", action: "resend", token },
        ip,
      });
    const early = await resend(sent.body.resend_token);
    expect(early.status).toBe(429);
    expect(early.body.message).toMatch(/^Wait \d+ seconds before requesting a new code$/);
    expect(Number(early.headers.get("retry-after"))).toBeGreaterThan(0);
    h.advance(31_000);
    const badToken = await resend("not-the-token");
    expect(badToken.status).toBe(400);
    expect(badToken.body.errors.token).toBeDefined();
    const resent = await resend(sent.body.resend_token);
    expect(resent.status).toBe(200);
    expect(resent.body).toMatchObject({ success: true, request_id: sent.body.request_id, resend_timer: 30 });
    expect(resent.body.resend_token).not.toBe(sent.body.resend_token);
    const newCode = await h.lastCode(`+91 ${mobile}`);
    expect((await h.messagesTo(`+91 ${mobile}`)).length).toBe(2);
    // The old token is spent.
    h.advance(31_000);
    expect((await resend(sent.body.resend_token)).status).toBe(400);
    if (newCode !== code) {
      const old = await h.verifyMobileCode(sent.body.request_id, code);
      expect(old.status).toBe(400);
    }
    const ok = await h.verifyMobileCode(sent.body.request_id, newCode);
    expect(ok.status).toBe(200);
  });

  it("rate-limits sends per number (5 per 15 minutes) and per client address (30)", async () => {
    h.freshWindow();
    const mobile = h.uniqueMobile();
    for (let i = 0; i < 5; i++) {
      const res = await h.call(`${AUTH}/login/otp`, {
        method: "POST",
        body: { mobile, country_code: "91" },
        ip: h.nextIp(),
      });
      expect(res.status).toBe(200);
    }
    const limited = await h.call(`${AUTH}/login/otp`, {
      method: "POST",
      body: { mobile, country_code: "91" },
      ip: h.nextIp(),
    });
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe("Too many codes requested. Try again in 15 minutes.");
    expect((await h.messagesTo(`+91 ${mobile}`)).length).toBe(5);

    const ip = h.nextIp();
    for (let i = 0; i < 30; i++) {
      const res = await h.call(`${AUTH}/otp/email/send`, { method: "POST", body: { email: h.uniqueEmail() }, ip });
      expect(res.status).toBe(200);
    }
    expect(
      (await h.call(`${AUTH}/otp/email/send`, { method: "POST", body: { email: h.uniqueEmail() }, ip })).status,
    ).toBe(429);
    expect(
      (await h.call(`${AUTH}/otp/email/send`, { method: "POST", body: { email: h.uniqueEmail() }, ip: h.nextIp() }))
        .status,
    ).toBe(200);
    // A new window allows sends again.
    h.freshWindow();
    expect(
      (await h.call(`${AUTH}/login/otp`, { method: "POST", body: { mobile, country_code: "91" }, ip: h.nextIp() }))
        .status,
    ).toBe(200);
  });

  it("signs in by e-mail code, creating the account with the address verified; a resend replaces the code", async () => {
    const email = h.uniqueEmail().toLowerCase();
    const ip = h.nextIp();
    const sent = await h.call(`${AUTH}/otp/email/send`, { method: "POST", body: { email: email.toUpperCase() }, ip });
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ success: true, resend_email_token: expect.any(String), resend_timer: 30 });
    const message = await h.lastMessage(email, "otp");
    expect(message).toMatchObject({
      channel: "email",
      status: "pending",
      subject: expect.stringMatching(/sign-in code$/),
    });
    h.advance(30_000);
    const resent = await h.call(`${AUTH}/otp/email/send`, {
      method: "POST",
      body: { email, action: "resend", token: sent.body.resend_email_token },
      ip,
    });
    expect(resent.status).toBe(200);
    const code = await h.lastCode(email);
    const verified = await h.call(`${AUTH}/otp/email/verify`, { method: "POST", body: { email, otp: code } });
    expect(verified.status).toBe(200);
    expect(verified.body.user_exists).toBe(false);
    expect(verified.body.user.emails).toEqual([{ email, primary: true, verified: true, active: true }]);
    expect(verified.cookie).toBeTruthy();
    const wrong = await h.call(`${AUTH}/otp/email/verify`, { method: "POST", body: { email, otp: code } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe("Invalid OTP");
  });

  it("answers 403 ACCOUNT_LOCKED to a right code for a deleted account", async () => {
    const { sent, mobile, code } = await h.startMobileLogin();
    const created = await h.verifyMobileCode(sent.body.request_id, code);
    const deleted = await h.call(`${AUTH}/delete`, {
      method: "POST",
      body: { user_id: created.body.user._id, reason: "test" },
      cookie: created.cookie,
    });
    expect(deleted.status).toBe(200);
    const again = await h.startMobileLogin(mobile);
    expect(again.sent.body.user_exists).toBe(true);
    const locked = await h.verifyMobileCode(again.sent.body.request_id, again.code);
    expect(locked.status).toBe(403);
    expect(locked.body).toMatchObject(ACCOUNT_LOCKED);
    expect(locked.cookie).toBeUndefined();
    const [row] = await h.runtime.database.db
      .select()
      .from(oneTimeCodes)
      .where(and(eq(oneTimeCodes.id, again.sent.body.request_id)));
    expect(row.consumedAt).not.toBeNull();
  });

  it("drives login/otp → otp/mobile/verify with the storefront SDK", async () => {
    let token: string | undefined;
    const config = {
      applicationID: TEST_APPLICATION_ID,
      applicationToken: TEST_APPLICATION_TOKEN,
      domain: "http://localhost:3000",
    };
    const transport = (request: Request) => Promise.resolve(h.app.fetch(request));
    const api = createStorefrontApi(config, transport, {
      now: () => new Date(h.clock.now),
      onResponse: (response) => {
        token = setCookieValue(response, "f.session") ?? token;
      },
    });
    const mobile = h.uniqueMobile();
    const sent = await api.user.loginWithOTP({ body: { mobile, country_code: "91" }, platform: TEST_APPLICATION_ID });
    expect(sent.user_exists).toBe(false);
    await expect(
      api.user.verifyMobileOTP({ body: { request_id: sent.request_id, otp: "12345" } }),
    ).rejects.toMatchObject({
      status: 400,
      message: expect.stringMatching(/otp/),
    });
    const verified = await api.user.verifyMobileOTP({
      body: { request_id: sent.request_id, otp: await h.lastCode(`+91 ${mobile}`) },
    });
    expect(verified.user_exists).toBe(false);
    expect(token).toMatch(/^[\w-]{43}$/);
    const signedIn = createStorefrontApi({ ...config, cookie: `f.session=${token}` }, transport, {
      now: () => new Date(h.clock.now),
    });
    expect((await signedIn.user.getLoggedInUser()).user.phone_numbers[0]).toMatchObject({
      phone: mobile,
      verified: true,
      primary: true,
    });
  });
});
