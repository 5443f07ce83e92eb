/**
 * User module routes, one-time codes (otp.ts): OTP sign-in and verification by mobile and e-mail,
 * and the forgotten-password codes. A code that signs the shopper in sets the `f.session` cookie.
 */
import type { Hono } from "hono";
import type { Db } from "../../db/client";
import { parseJson } from "../../http/errors";
import { caller, answerWithSession, type UserEnv } from "../../http/session";
import {
  sendEmailCode,
  sendForgotEmailCode,
  sendForgotMobileCode,
  sendMobileCode,
  sendSignInCode,
  verifyEmailCode,
  verifyForgotEmailCode,
  verifyForgotMobileCode,
  verifyMobileCode,
} from "./otp";
import { sendEmailOtpBody, sendMobileOtpBody, verifyEmailOtpBody, verifyMobileOtpBody } from "./validators";

const AUTH = "/authentication/v1.0";

export function registerOtpRoutes(routes: Hono<UserEnv>, db: Db, now: () => number): void {
  routes.post(`${AUTH}/login/otp`, async (c) => {
    const body = await parseJson(c, sendMobileOtpBody);
    return c.json(await sendSignInCode(db, caller(c), body, now()));
  });

  routes.post(`${AUTH}/otp/mobile/send`, async (c) => {
    const body = await parseJson(c, sendMobileOtpBody);
    return c.json(await sendMobileCode(db, caller(c), body, now()));
  });

  routes.post(`${AUTH}/otp/mobile/verify`, async (c) => {
    const body = await parseJson(c, verifyMobileOtpBody);
    return answerWithSession(c, await verifyMobileCode(db, caller(c), body, now()));
  });

  routes.post(`${AUTH}/otp/email/send`, async (c) => {
    const body = await parseJson(c, sendEmailOtpBody);
    return c.json(await sendEmailCode(db, caller(c), body, now()));
  });

  routes.post(`${AUTH}/otp/email/verify`, async (c) => {
    const body = await parseJson(c, verifyEmailOtpBody);
    return answerWithSession(c, await verifyEmailCode(db, caller(c), body, now()));
  });

  routes.post(`${AUTH}/otp/forgot/mobile/send`, async (c) => {
    const body = await parseJson(c, sendMobileOtpBody);
    return c.json(await sendForgotMobileCode(db, caller(c), body, now()));
  });

  routes.post(`${AUTH}/otp/forgot/email/send`, async (c) => {
    const body = await parseJson(c, sendEmailOtpBody);
    return c.json(await sendForgotEmailCode(db, caller(c), body, now()));
  });

  routes.post(`${AUTH}/otp/forgot/mobile/verify`, async (c) => {
    const body = await parseJson(c, verifyMobileOtpBody);
    return c.json(await verifyForgotMobileCode(db, caller(c), body, now()));
  });

  routes.post(`${AUTH}/otp/forgot/email/verify`, async (c) => {
    const body = await parseJson(c, verifyEmailOtpBody);
    return c.json(await verifyForgotEmailCode(db, caller(c), body, now()));
  });
}
