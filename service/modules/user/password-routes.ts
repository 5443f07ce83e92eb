/**
 * User module routes, passwords and links (credentials.ts): reset links by e-mail and SMS, checking
 * and spending a reset code or forgot_token (which signs the shopper in), changing the password,
 * verification links, and deleting the account (which clears the session cookie).
 */
import type { Hono } from "hono";
import type { Db } from "../../db/client";
import { parseJson } from "../../http/errors";
import {
  caller,
  clearSessionCookie,
  currentUser,
  requireUser,
  answerWithSession,
  type UserEnv,
} from "../../http/session";
import {
  changePassword,
  checkResetCode,
  completeForgottenPassword,
  deleteAccount,
  resetForgottenPassword,
  sendEmailResetLink,
  sendMobileResetLink,
  verifyContactLink,
} from "./credentials";
import {
  codeBody,
  deleteUserBody,
  forgotPasswordBody,
  phoneField,
  resetEmailBody,
  updatePasswordBody,
} from "./validators";

const AUTH = "/authentication/v1.0";

export function registerPasswordRoutes(routes: Hono<UserEnv>, db: Db, now: () => number): void {
  routes.post(`${AUTH}/login/password/reset`, async (c) => {
    const { email } = await parseJson(c, resetEmailBody);
    return c.json(await sendEmailResetLink(db, caller(c), email, now()));
  });

  routes.post(`${AUTH}/login/password/mobile/reset`, async (c) => {
    const phone = await parseJson(c, phoneField);
    return c.json(await sendMobileResetLink(db, caller(c), phone, now()));
  });

  routes.post(`${AUTH}/login/password/reset/token`, async (c) => {
    const { code } = await parseJson(c, codeBody);
    return c.json(await checkResetCode(db, c.get("application").id, code, now()));
  });

  routes.post(`${AUTH}/login/password/reset/forgot`, async (c) => {
    const form = await parseJson(c, forgotPasswordBody);
    return answerWithSession(c, await resetForgottenPassword(db, caller(c), form, now()));
  });

  routes.post(`${AUTH}/login/password/forgot`, async (c) => {
    const form = await parseJson(c, forgotPasswordBody);
    return answerWithSession(c, await completeForgottenPassword(db, caller(c), form, now()));
  });

  routes.post(`${AUTH}/password`, requireUser(), async (c) => {
    const change = await parseJson(c, updatePasswordBody);
    return c.json(await changePassword(db, currentUser(c), c.get("session")?.id, change, now()));
  });

  routes.post(`${AUTH}/verify/email`, async (c) => {
    const { code } = await parseJson(c, codeBody);
    return c.json(await verifyContactLink(db, c.get("application").id, "email", code, now()));
  });

  routes.post(`${AUTH}/verify/mobile`, async (c) => {
    const { code } = await parseJson(c, codeBody);
    return c.json(await verifyContactLink(db, c.get("application").id, "sms", code, now()));
  });

  routes.post(`${AUTH}/delete`, requireUser(), async (c) => {
    const deletion = await parseJson(c, deleteUserBody);
    const body = await deleteAccount(db, currentUser(c), deletion, now());
    clearSessionCookie(c);
    return c.json(body);
  });
}
