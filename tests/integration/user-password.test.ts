/**
 * Passwords and links over a real database: forgotten password by link (e-mail and SMS) and by
 * code (mobile and e-mail), reused and expired reset codes, no account enumeration, changing the
 * password, the verification link of a registration, and deleting the account.
 */
import { describe, expect, it } from "vitest";
import { ACCOUNT_LOCKED, AUTH, PASSWORD, useAccountsHarness } from "./accounts-helpers";
import { drivers } from "./helpers";

const LINK_INVALID = "This link has expired or was already used";
const NEW_PASSWORD = "Fresh!pass42";

describe.each(drivers)("passwords and links on %s", (driver) => {
  const h = useAccountsHarness(driver);

  const login = (username: string, password: string) =>
    h.call(`${AUTH}/login/password`, { method: "POST", body: { username, password }, ip: h.nextIp() });

  it("resets a forgotten password by e-mail link: new password, other sessions ended, link single-use", async () => {
    const reg = await h.register();
    expect(reg.status).toBe(200);
    const sent = await h.call(`${AUTH}/login/password/reset`, {
      method: "POST",
      body: { email: reg.email.toUpperCase() },
      ip: h.nextIp(),
    });
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ status: "sent" });
    const message = await h.lastMessage(reg.email, "reset-password");
    expect(message).toMatchObject({
      channel: "email",
      status: "pending",
      subject: expect.stringMatching(/^Reset your .+ password$/),
    });
    expect(message!.text).toMatch(/http:\/\/localhost:\d+\/auth\/set-password\/\?code=[\w-]{43}/);
    const code = await h.lastLinkCode(reg.email, "reset-password");

    expect((await h.call(`${AUTH}/login/password/reset/token`, { method: "POST", body: { code } })).body).toEqual({
      status: "valid",
    });
    const weak = await h.call(`${AUTH}/login/password/reset/forgot`, {
      method: "POST",
      body: { code, password: "short" },
    });
    expect(weak.status).toBe(400);
    expect(weak.body.errors.password).toEqual([
      "Password must be at least 8 characters and contain a letter, a digit and a special character",
    ]);

    const reset = await h.call(`${AUTH}/login/password/reset/forgot`, {
      method: "POST",
      body: { code, password: NEW_PASSWORD },
    });
    expect(reset.status).toBe(200);
    expect(reset.body).toMatchObject({
      user: { _id: reg.body.user._id },
      request_id: expect.any(String),
      register_token: "",
    });
    expect(reset.cookie).toMatch(/^f\.session=[\w-]{43}$/);
    // The registration's session is over; the new one works.
    expect((await h.call(`${AUTH}/session`, { cookie: reg.cookie })).status).toBe(401);
    expect((await h.call(`${AUTH}/session`, { cookie: reset.cookie })).status).toBe(200);
    expect((await login(reg.email, PASSWORD)).status).toBe(401);
    expect((await login(reg.email, NEW_PASSWORD)).status).toBe(200);

    const reused = await h.call(`${AUTH}/login/password/reset/forgot`, {
      method: "POST",
      body: { code, password: "Other#pass9" },
    });
    expect(reused.status).toBe(400);
    expect(reused.body).toMatchObject({ message: LINK_INVALID, errors: { code: [LINK_INVALID] } });
    const checked = await h.call(`${AUTH}/login/password/reset/token`, { method: "POST", body: { code } });
    expect(checked.status).toBe(400);
    expect(checked.body.message).toBe(LINK_INVALID);
  });

  it("answers a reset request for an unknown address the same way, and sends nothing", async () => {
    const email = h.uniqueEmail().toLowerCase();
    const res = await h.call(`${AUTH}/login/password/reset`, { method: "POST", body: { email }, ip: h.nextIp() });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: "sent" });
    expect(await h.messagesTo(email)).toHaveLength(0);
    const bad = await h.call(`${AUTH}/login/password/reset`, {
      method: "POST",
      body: { email: "not-an-email" },
      ip: h.nextIp(),
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.email).toEqual(["Enter a valid e-mail address"]);
  });

  it("expires a reset link after an hour", async () => {
    const reg = await h.register();
    await h.call(`${AUTH}/login/password/reset`, { method: "POST", body: { email: reg.email }, ip: h.nextIp() });
    const code = await h.lastLinkCode(reg.email, "reset-password");
    h.advance(3600_000 + 1000);
    const late = await h.call(`${AUTH}/login/password/forgot`, {
      method: "POST",
      body: { code, password: NEW_PASSWORD },
    });
    expect(late.status).toBe(400);
    expect(late.body.message).toBe(LINK_INVALID);
  });

  it("resets by SMS link with resetForgotPassword (answers success and signs in)", async () => {
    const mobile = h.uniqueMobile();
    const reg = await h.register({ phone: { country_code: "91", mobile } });
    const sent = await h.call(`${AUTH}/login/password/mobile/reset`, {
      method: "POST",
      body: { country_code: "91", mobile },
      ip: h.nextIp(),
    });
    expect(sent.body).toEqual({ status: "sent" });
    const message = await h.lastMessage(`+91 ${mobile}`, "reset-password");
    expect(message).toMatchObject({ channel: "sms", status: "held" });
    const code = await h.lastLinkCode(`+91 ${mobile}`, "reset-password");
    const res = await h.call(`${AUTH}/login/password/forgot`, {
      method: "POST",
      body: { code, password: NEW_PASSWORD },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true });
    expect(res.cookie).toBeTruthy();
    expect((await h.call(`${AUTH}/session`, { cookie: res.cookie })).body.user._id).toBe(reg.body.user._id);
    expect((await login(mobile, NEW_PASSWORD)).status).toBe(200);
  });

  it("resets by mobile code: forgot_token spent by login/password/forgot; unknown numbers look the same", async () => {
    const mobile = h.uniqueMobile();
    await h.register({ phone: { country_code: "91", mobile } });
    const ip = h.nextIp();
    const sent = await h.call(`${AUTH}/otp/forgot/mobile/send`, {
      method: "POST",
      body: { country_code: "91", mobile },
      ip,
    });
    expect(sent.status).toBe(200);
    const code = await h.lastCode(`+91 ${mobile}`);
    expect((await h.lastMessage(`+91 ${mobile}`, "otp"))!.text).toMatch(/password reset code/);

    const unknownMobile = h.uniqueMobile();
    const unknown = await h.call(`${AUTH}/otp/forgot/mobile/send`, {
      method: "POST",
      body: { country_code: "91", mobile: unknownMobile },
      ip,
    });
    expect(unknown.status).toBe(200);
    expect(Object.keys(unknown.body).sort()).toEqual(Object.keys(sent.body).sort());
    expect(unknown.body).toMatchObject({
      success: true,
      request_id: expect.stringMatching(/^[0-9a-f]{24}$/),
      resend_timer: 30,
    });
    expect(await h.messagesTo(`+91 ${unknownMobile}`)).toHaveLength(0);
    // A resend of the unknown number behaves like a real one (timer, then success).
    const early = await h.call(`${AUTH}/otp/forgot/mobile/send`, {
      method: "POST",
      body: { country_code: "91", mobile: unknownMobile, action: "resend", token: unknown.body.resend_token },
      ip,
    });
    expect(early.status).toBe(429);
    const guess = await h.call(`${AUTH}/otp/forgot/mobile/verify`, {
      method: "POST",
      body: { request_id: unknown.body.request_id, otp: code },
    });
    expect(guess.status).toBe(400);
    expect(guess.body.message).toBe("Invalid OTP");

    // A sign-in code is not a reset code.
    const signIn = await h.call(`${AUTH}/login/otp`, { method: "POST", body: { country_code: "91", mobile }, ip });
    const signInCode = await h.lastCode(`+91 ${mobile}`);
    const crossed = await h.call(`${AUTH}/otp/forgot/mobile/verify`, {
      method: "POST",
      body: { request_id: signIn.body.request_id, otp: signInCode },
    });
    expect(crossed.status).toBe(400);

    const verified = await h.call(`${AUTH}/otp/forgot/mobile/verify`, {
      method: "POST",
      body: { request_id: sent.body.request_id, otp: code },
    });
    expect(verified.status).toBe(200);
    expect(verified.body).toEqual({ success: true, forgot_token: expect.stringMatching(/^[\w-]{43}$/) });
    const reset = await h.call(`${AUTH}/login/password/forgot`, {
      method: "POST",
      body: { code: verified.body.forgot_token, password: NEW_PASSWORD },
    });
    expect(reset.status).toBe(200);
    expect((await login(`+91${mobile}`, NEW_PASSWORD)).status).toBe(200);
    const reused = await h.call(`${AUTH}/login/password/reset/forgot`, {
      method: "POST",
      body: { code: verified.body.forgot_token, password: NEW_PASSWORD },
    });
    expect(reused.status).toBe(400);
    expect(reused.body.message).toBe(LINK_INVALID);
  });

  it("resets by e-mail code", async () => {
    const reg = await h.register();
    const sent = await h.call(`${AUTH}/otp/forgot/email/send`, {
      method: "POST",
      body: { email: reg.email },
      ip: h.nextIp(),
    });
    expect(sent.body).toEqual({ success: true, resend_email_token: expect.any(String), resend_timer: 30 });
    const code = await h.lastCode(reg.email);
    const wrong = await h.call(`${AUTH}/otp/forgot/email/verify`, {
      method: "POST",
      body: { email: reg.email, otp: code === "123456" ? "654321" : "123456" },
    });
    expect(wrong.status).toBe(400);
    const verified = await h.call(`${AUTH}/otp/forgot/email/verify`, {
      method: "POST",
      body: { email: reg.email, otp: code },
    });
    expect(verified.status).toBe(200);
    const reset = await h.call(`${AUTH}/login/password/reset/forgot`, {
      method: "POST",
      body: { code: verified.body.forgot_token, password: NEW_PASSWORD },
    });
    expect(reset.status).toBe(200);
    expect((await login(reg.email, NEW_PASSWORD)).status).toBe(200);
  });

  it("updates the password of a signed-in shopper (current password checked; other sessions end)", async () => {
    const reg = await h.register();
    const other = await login(reg.email, PASSWORD);
    expect((await h.call(`${AUTH}/password`, { method: "POST", body: { new_password: NEW_PASSWORD } })).status).toBe(
      401,
    );
    const wrong = await h.call(`${AUTH}/password`, {
      method: "POST",
      body: { old_password: "Wrong#123", new_password: NEW_PASSWORD },
      cookie: reg.cookie,
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({
      message: "Current password is incorrect",
      errors: { old_password: ["Current password is incorrect"] },
    });
    const weak = await h.call(`${AUTH}/password`, {
      method: "POST",
      body: { old_password: PASSWORD, new_password: "password" },
      cookie: reg.cookie,
    });
    expect(weak.status).toBe(400);
    expect(Object.keys(weak.body.errors)).toEqual(["new_password"]);
    const ok = await h.call(`${AUTH}/password`, {
      method: "POST",
      body: { old_password: PASSWORD, new_password: NEW_PASSWORD },
      cookie: reg.cookie,
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ message: "Password updated" });
    expect((await h.call(`${AUTH}/session`, { cookie: reg.cookie })).status).toBe(200);
    expect((await h.call(`${AUTH}/session`, { cookie: other.cookie })).status).toBe(401);
    expect((await login(reg.email, NEW_PASSWORD)).status).toBe(200);
  });

  it("sets a first password on an account made by a code sign-in (no current password)", async () => {
    const signedIn = await h.signUpByMobile();
    expect((await h.call(`${AUTH}/has-password`, { cookie: signedIn.cookie })).body).toEqual({ result: 0 });
    const set = await h.call(`${AUTH}/password`, {
      method: "POST",
      body: { new_password: NEW_PASSWORD },
      cookie: signedIn.cookie,
    });
    expect(set.status).toBe(200);
    expect((await h.call(`${AUTH}/has-password`, { cookie: signedIn.cookie })).body).toEqual({ result: 1 });
  });

  it("verifies a registration's e-mail by its link, once", async () => {
    const reg = await h.register();
    expect(reg.body.user.emails[0].verified).toBe(false);
    const message = await h.lastMessage(reg.email, "verify-email");
    expect(message!.text).toMatch(/\/auth\/verify-email-link\/\?code=[\w-]{43}/);
    const code = await h.lastLinkCode(reg.email, "verify-email");
    const verified = await h.call(`${AUTH}/verify/email`, { method: "POST", body: { code } });
    expect(verified.status).toBe(200);
    expect(verified.body).toEqual({ message: "verified" });
    expect((await h.call(`${AUTH}/session`, { cookie: reg.cookie })).body.user.emails[0]).toMatchObject({
      email: reg.email,
      verified: true,
    });
    const again = await h.call(`${AUTH}/verify/email`, { method: "POST", body: { code } });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(LINK_INVALID);
    // An e-mail link is not a mobile link.
    const reg2 = await h.register();
    const code2 = await h.lastLinkCode(reg2.email, "verify-email");
    expect((await h.call(`${AUTH}/verify/mobile`, { method: "POST", body: { code: code2 } })).status).toBe(400);
  });

  it("deletes the account: sessions end, the right password then answers 403 ACCOUNT_LOCKED", async () => {
    const reg = await h.register();
    const other = await h.register();
    const notMine = await h.call(`${AUTH}/delete`, {
      method: "POST",
      body: { user_id: other.body.user._id },
      cookie: reg.cookie,
    });
    expect(notMine.status).toBe(403);
    expect((await h.call(`${AUTH}/delete`, { method: "POST", body: { user_id: reg.body.user._id } })).status).toBe(401);
    const deleted = await h.call(`${AUTH}/delete`, {
      method: "POST",
      body: { user_id: reg.body.user._id, reason: "Too many e-mails", reason_id: "2" },
      cookie: reg.cookie,
    });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ success: true });
    expect(deleted.cookie).toBe("f.session=");
    expect((await h.call(`${AUTH}/session`, { cookie: reg.cookie })).status).toBe(401);

    const locked = await login(reg.email, PASSWORD);
    expect(locked.status).toBe(403);
    expect(locked.body).toMatchObject(ACCOUNT_LOCKED);
    expect(locked.cookie).toBeUndefined();
    const wrong = await login(reg.email, "Wrong#123");
    expect(wrong.status).toBe(401);
    expect(wrong.body.code).toBeUndefined();
    // No reset link for a deleted account.
    await h.call(`${AUTH}/login/password/reset`, { method: "POST", body: { email: reg.email }, ip: h.nextIp() });
    expect(await h.lastMessage(reg.email, "reset-password")).toBeUndefined();
  });
});
