/**
 * A signed-in shopper's e-mail addresses and mobile numbers over a real database: add (with a
 * code), verify by code or by link, make primary, remove — and the rules: no duplicates, only a
 * verified entry becomes primary, never remove the primary one or the last contact.
 */
import { describe, expect, it } from "vitest";
import { AUTH, PROFILE, useAccountsHarness } from "./accounts-helpers";
import { drivers } from "./helpers";

describe.each(drivers)("contacts on %s", (driver) => {
  const h = useAccountsHarness(driver);

  it("needs a session", async () => {
    expect((await h.call(`${PROFILE}/email`, { method: "PUT", body: { email: h.uniqueEmail() } })).status).toBe(401);
    expect(
      (await h.call(`${PROFILE}/mobile`, { method: "PUT", body: { country_code: "91", phone: h.uniqueMobile() } }))
        .status,
    ).toBe(401);
    expect((await h.call(`${PROFILE}/email?email=a%40b.co`, { method: "DELETE" })).status).toBe(401);
    expect((await h.call(`${PROFILE}/email/primary`, { method: "POST", body: { email: "a@b.co" } })).status).toBe(401);
    expect((await h.call(`${PROFILE}/email/link/send`, { method: "POST", body: { email: "a@b.co" } })).status).toBe(
      401,
    );
  });

  it("adds an e-mail, verifies it by code, makes it primary and removes the old one", async () => {
    const reg = await h.register();
    const cookie = reg.cookie;
    const added = h.uniqueEmail().toLowerCase();
    const ip = h.nextIp();

    const put = await h.call(`${PROFILE}/email`, { method: "PUT", body: { email: added }, cookie, ip });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({
      success: true,
      verify_email_otp: true,
      verify_mobile_otp: false,
      email: added,
      resend_email_token: expect.any(String),
      resend_timer: 30,
    });
    expect(put.body.user.emails).toEqual([
      { email: reg.email, primary: true, verified: false, active: true },
      { email: added, primary: false, verified: false, active: true },
    ]);
    expect((await h.lastMessage(added, "otp"))!.text).toMatch(/verification code/);

    // Only a verified address becomes primary; the primary one cannot be removed.
    const early = await h.call(`${PROFILE}/email/primary`, { method: "POST", body: { email: added }, cookie });
    expect(early.status).toBe(400);
    expect(early.body).toMatchObject({
      message: "Verify this e-mail address before making it primary",
      errors: { email: expect.any(Array) },
    });

    const verified = await h.call(`${AUTH}/otp/email/verify`, {
      method: "POST",
      body: { email: added, otp: await h.lastCode(added) },
      cookie,
    });
    expect(verified.status).toBe(200);
    expect(verified.body.user_exists).toBe(true);
    expect(verified.body.user._id).toBe(reg.body.user._id);
    expect(verified.body.user.emails[1]).toMatchObject({ email: added, verified: true, primary: false });
    expect(verified.cookie).toBeUndefined();

    const primary = await h.call(`${PROFILE}/email/primary`, { method: "POST", body: { email: added }, cookie });
    expect(primary.status).toBe(200);
    expect(primary.body.user.emails.map((e: { primary: boolean }) => e.primary)).toEqual([false, true]);

    const removeNew = await h.call(
      `${PROFILE}/email?email=${encodeURIComponent(added)}&platform=web&active=true&primary=true&verified=true`,
      { method: "DELETE", cookie },
    );
    expect(removeNew.status).toBe(400);
    expect(removeNew.body.message).toBe("The primary e-mail address cannot be removed");

    const removeOld = await h.call(
      `${PROFILE}/email?email=${encodeURIComponent(reg.email)}&active=true&primary=false&verified=false`,
      { method: "DELETE", cookie },
    );
    expect(removeOld.status).toBe(200);
    expect(removeOld.body.user.emails).toEqual([{ email: added, primary: true, verified: true, active: true }]);
    // The added address now signs in.
    expect(
      (
        await h.call(`${AUTH}/login/password`, {
          method: "POST",
          body: { username: added, password: "Secret#123" },
          ip: h.nextIp(),
        })
      ).status,
    ).toBe(200);
  });

  it("refuses an address already in use, and removing the only (primary) contact", async () => {
    const a = await h.register();
    const b = await h.register();
    const dup = await h.call(`${PROFILE}/email`, {
      method: "PUT",
      body: { email: b.email.toUpperCase() },
      cookie: a.cookie,
      ip: h.nextIp(),
    });
    expect(dup.status).toBe(400);
    expect(dup.body).toMatchObject({
      message: "This e-mail address is already in use",
      errors: { email: ["This e-mail address is already in use"] },
    });
    const bad = await h.call(`${PROFILE}/email`, { method: "PUT", body: { email: "nope" }, cookie: a.cookie });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.email).toEqual(["Enter a valid e-mail address"]);

    // An account made by a mobile code has one contact: its primary number.
    const signedIn = await h.signUpByMobile();
    const last = await h.call(
      `${PROFILE}/mobile?country_code=91&phone=${signedIn.mobile}&active=true&primary=true&verified=true`,
      { method: "DELETE", cookie: signedIn.cookie },
    );
    expect(last.status).toBe(400);
    expect(last.body.message).toBe("The primary mobile number cannot be removed");
    const missing = await h.call(`${PROFILE}/mobile?country_code=91&phone=${h.uniqueMobile()}`, {
      method: "DELETE",
      cookie: signedIn.cookie,
    });
    expect(missing.status).toBe(404);
    const badQuery = await h.call(`${PROFILE}/mobile?country_code=91&phone=12ab`, {
      method: "DELETE",
      cookie: signedIn.cookie,
    });
    expect(badQuery.status).toBe(400);
    expect(badQuery.body.errors.phone).toBeDefined();
  });

  it("adds a mobile number, verifies it by code (request_id), makes it primary and removes the old one", async () => {
    const first = h.uniqueMobile();
    const reg = await h.register({ phone: { country_code: "91", mobile: first } });
    const cookie = reg.cookie;
    const second = h.uniqueMobile();
    const put = await h.call(`${PROFILE}/mobile`, {
      method: "PUT",
      body: { country_code: "+91", phone: second },
      cookie,
      ip: h.nextIp(),
    });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({
      verify_mobile_otp: true,
      request_id: expect.stringMatching(/^[0-9a-f]{24}$/),
      resend_token: expect.any(String),
      country_code: "91",
      mobile: second,
    });
    const taken = await h.call(`${PROFILE}/mobile`, {
      method: "PUT",
      body: { country_code: "91", phone: first },
      cookie: (await h.register()).cookie,
      ip: h.nextIp(),
    });
    expect(taken.status).toBe(400);
    expect(taken.body.message).toBe("This mobile number is already in use");

    const early = await h.call(`${PROFILE}/mobile/primary`, {
      method: "POST",
      body: { country_code: "91", phone: second },
      cookie,
    });
    expect(early.body.message).toBe("Verify this mobile number before making it primary");
    const verified = await h.call(`${AUTH}/otp/mobile/verify`, {
      method: "POST",
      body: { request_id: put.body.request_id, otp: await h.lastCode(`+91 ${second}`) },
      cookie,
    });
    expect(verified.status).toBe(200);
    expect(verified.body.user.phone_numbers[1]).toMatchObject({ phone: second, verified: true });
    const primary = await h.call(`${PROFILE}/mobile/primary`, {
      method: "POST",
      body: { country_code: "91", phone: second },
      cookie,
    });
    expect(primary.status).toBe(200);
    const removed = await h.call(
      `${PROFILE}/mobile?country_code=91&phone=${first}&active=true&primary=false&verified=false`,
      { method: "DELETE", cookie },
    );
    expect(removed.status).toBe(200);
    expect(removed.body.user.phone_numbers).toEqual([
      { phone: second, country_code: 91, primary: true, verified: true, active: true },
    ]);
  });

  it("a signed-in code verifies only the shopper's own contact", async () => {
    const reg = await h.register();
    const stranger = h.uniqueEmail();
    const send = await h.call(`${AUTH}/otp/email/send`, {
      method: "POST",
      body: { email: stranger },
      cookie: reg.cookie,
      ip: h.nextIp(),
    });
    expect(send.status).toBe(400);
    expect(send.body.errors.email).toEqual(["This e-mail address is not on your account"]);
  });

  it("verifies added contacts by link (e-mail and SMS)", async () => {
    const reg = await h.register();
    const cookie = reg.cookie;
    const sendLink = () =>
      h.call(`${PROFILE}/email/link/send`, { method: "POST", body: { email: reg.email }, cookie, ip: h.nextIp() });
    const link = await sendLink();
    expect(link.status).toBe(200);
    expect(link.body).toEqual({ verify_email_link: true });
    const code = await h.lastLinkCode(reg.email, "verify-email");
    expect((await h.call(`${AUTH}/verify/email`, { method: "POST", body: { code } })).status).toBe(200);
    const already = await sendLink();
    expect(already.status).toBe(400);
    expect(already.body.message).toBe("This e-mail address is already verified");

    const mobile = h.uniqueMobile();
    await h.call(`${PROFILE}/mobile`, {
      method: "PUT",
      body: { country_code: "91", phone: mobile },
      cookie,
      ip: h.nextIp(),
    });
    const sms = await h.call(`${PROFILE}/mobile/link/send`, {
      method: "POST",
      body: { country_code: "91", phone: mobile },
      cookie,
      ip: h.nextIp(),
    });
    expect(sms.status).toBe(200);
    expect(sms.body).toEqual({ verify_mobile_link: true });
    const smsMessage = await h.lastMessage(`+91 ${mobile}`, "verify-mobile");
    expect(smsMessage).toMatchObject({ channel: "sms", status: "held" });
    const mobileCode = await h.lastLinkCode(`+91 ${mobile}`, "verify-mobile");
    const verified = await h.call(`${AUTH}/verify/mobile`, { method: "POST", body: { code: mobileCode } });
    expect(verified.body).toEqual({ message: "verified" });
    const session = await h.call(`${AUTH}/session`, { cookie });
    expect(session.body.user.phone_numbers[0]).toMatchObject({ phone: mobile, verified: true, primary: false });
    expect(session.body.user.emails[0]).toMatchObject({ verified: true });
  });
});
