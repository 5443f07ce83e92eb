/**
 * User module routes, the signed-in shopper's e-mail addresses and mobile numbers (contacts.ts):
 * add one with a verification code, remove one, make one primary, send a verification link.
 */
import type { Hono } from "hono";
import type { Db } from "../../db/client";
import { parseJson, parseQuery } from "../../http/errors";
import { requireUser, signedInCaller, type UserEnv } from "../../http/session";
import {
  addEmail,
  addMobile,
  makeEmailPrimary,
  makeMobilePrimary,
  removeEmail,
  removeMobile,
  sendEmailVerifyLink,
  sendMobileVerifyLink,
} from "./contacts";
import { contactPhoneBody, deleteEmailQuery, deletePhoneQuery, emailBody } from "./validators";

const PROFILE = "/profile/v1.0";

export function registerContactRoutes(routes: Hono<UserEnv>, db: Db, now: () => number): void {
  routes.put(`${PROFILE}/email`, requireUser(), async (c) => {
    const { email } = await parseJson(c, emailBody);
    return c.json(await addEmail(db, signedInCaller(c), email, now()));
  });

  routes.put(`${PROFILE}/mobile`, requireUser(), async (c) => {
    const phone = await parseJson(c, contactPhoneBody);
    return c.json(await addMobile(db, signedInCaller(c), phone, now()));
  });

  routes.delete(`${PROFILE}/email`, requireUser(), async (c) => {
    const { email } = parseQuery(c, deleteEmailQuery);
    return c.json(await removeEmail(db, signedInCaller(c), email));
  });

  routes.delete(`${PROFILE}/mobile`, requireUser(), async (c) => {
    const phone = parseQuery(c, deletePhoneQuery);
    return c.json(await removeMobile(db, signedInCaller(c), phone));
  });

  routes.post(`${PROFILE}/email/primary`, requireUser(), async (c) => {
    const { email } = await parseJson(c, emailBody);
    return c.json(await makeEmailPrimary(db, signedInCaller(c), email));
  });

  routes.post(`${PROFILE}/mobile/primary`, requireUser(), async (c) => {
    const phone = await parseJson(c, contactPhoneBody);
    return c.json(await makeMobilePrimary(db, signedInCaller(c), phone));
  });

  routes.post(`${PROFILE}/email/link/send`, requireUser(), async (c) => {
    const { email } = await parseJson(c, emailBody);
    return c.json(await sendEmailVerifyLink(db, signedInCaller(c), email, now()));
  });

  routes.post(`${PROFILE}/mobile/link/send`, requireUser(), async (c) => {
    const phone = await parseJson(c, contactPhoneBody);
    return c.json(await sendMobileVerifyLink(db, signedInCaller(c), phone, now()));
  });
}
