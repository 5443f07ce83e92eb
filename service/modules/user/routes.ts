/**
 * User module routes, authentication: register with a form, password login, the current session,
 * the list of sessions, logout, user-exists and has-password (authentication.ts). A login or
 * registration sets the `f.session` cookie. One-time codes (otp-routes.ts), passwords and links
 * (password-routes.ts), contacts (contact-routes.ts) and the profile (profile-routes.ts) register on
 * the same router, so its session middleware runs once.
 */
import { Hono } from "hono";
import type { Db } from "../../db/client";
import { parseJson, parseQuery } from "../../http/errors";
import {
  caller,
  clearSessionCookie,
  currentUser,
  optionalUser,
  requireUser,
  answerWithSession,
  type UserEnv,
} from "../../http/session";
import {
  hasPassword,
  listSessions,
  loginWithPassword,
  logout,
  register,
  sessionUser,
  userExists,
} from "./authentication";
import { registerContactRoutes } from "./contact-routes";
import { registerOtpRoutes } from "./otp-routes";
import { registerPasswordRoutes } from "./password-routes";
import { registerProfileRoutes } from "./profile-routes";
import { loginBody, registerBody, userExistsQuery } from "./validators";

export function userRoutes(db: Db, options: { now?: () => number } = {}) {
  const now = options.now ?? Date.now;
  const routes = new Hono<UserEnv>({ strict: true });
  const auth = "/authentication/v1.0";
  routes.use("*", optionalUser(db, now));

  routes.post(`${auth}/register/form`, async (c) => {
    const form = await parseJson(c, registerBody);
    return answerWithSession(c, await register(db, caller(c), form, now()));
  });

  routes.post(`${auth}/login/password`, async (c) => {
    const login = await parseJson(c, loginBody);
    return answerWithSession(c, await loginWithPassword(db, caller(c), login, now()));
  });

  routes.get(`${auth}/session`, requireUser(), async (c) => c.json(await sessionUser(db, currentUser(c))));

  routes.get(`${auth}/sessions`, requireUser(), async (c) => c.json(await listSessions(db, currentUser(c), now())));

  // Idempotent: without a session it still answers logout (and clears the cookie).
  routes.get(`${auth}/logout`, async (c) => {
    const body = await logout(db, c.get("session"));
    clearSessionCookie(c);
    return c.json(body);
  });

  routes.get(`${auth}/user-exists`, async (c) => {
    const { q } = parseQuery(c, userExistsQuery);
    return c.json(await userExists(db, c.get("application").id, q));
  });

  routes.get(`${auth}/has-password`, requireUser(), (c) => c.json(hasPassword(currentUser(c))));

  registerOtpRoutes(routes, db, now);
  registerPasswordRoutes(routes, db, now);
  registerContactRoutes(routes, db, now);
  registerProfileRoutes(routes, db, now);

  return routes;
}
