/**
 * User module, authentication: register with a form, password login (rate-limited per account and
 * per client address in the shared rate_limits table), the current session, the list of sessions,
 * logout, user-exists and has-password. A login or registration sets the `f.session` cookie.
 * One-time codes (otp-routes.ts), passwords and links (password-routes.ts), contacts (contacts.ts)
 * and the profile (profile.ts) register on the same router, so its session middleware runs once.
 */
import { and, desc, eq, gt, or, sql } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import type {
  HasPasswordSuccess,
  LogoutSuccess,
  RegisterFormSuccess,
  SessionListSuccess,
  UserExistsDetails,
  UserObjectSchema,
} from "../../contract/types";
import type { Db } from "../../db/client";
import { userEmails, userPhones, users, userSessions } from "../../db/schema";
import { ApiError, invalidFields, parseJson, parseQuery } from "../../http/errors";
import {
  accountLocked,
  createUser,
  findEmail,
  findPhone,
  isUniqueViolation,
  LOGIN_LIMITS,
  LOGIN_WINDOW_MS,
  loginAccountKey,
  TOO_MANY_ATTEMPTS,
  userByEmail,
} from "./accounts";
import { queueVerifyEmailLink, registerContactRoutes } from "./contacts";
import { registerOtpRoutes } from "./otp-routes";
import { registerPasswordRoutes } from "./password-routes";
import { decoyHash, hashPassword, verifyPassword } from "./passwords";
import { exceeded, hit, prune, reset } from "./rate-limit";
import {
  clearedSessionCookie,
  clientAddress,
  currentUser,
  loginAnswer,
  optionalUser,
  requireUser,
  startSession,
  toUserSchema,
  type UserEnv,
  type UserRow,
} from "./sessions";
import { registerProfileRoutes } from "./profile";
import { loginBody, parseUsername, registerBody, type Username } from "./validation";

export { ACCOUNT_DELETED, ACCOUNT_LOCKED, LOGIN_LIMITS, LOGIN_WINDOW_MS, TOO_MANY_ATTEMPTS } from "./accounts";
export const INVALID_CREDENTIALS = "Invalid username or password";
const DUPLICATE_EMAIL = "An account with this e-mail address already exists";
const DUPLICATE_PHONE = "An account with this mobile number already exists";

/** The account of a username: an e-mail address, or a number with or without its country code. */
async function findUser(db: Db, appId: string, username: Username): Promise<UserRow | undefined> {
  if (username.kind === "email") return userByEmail(db, appId, username.email);
  const [row] = await db
    .select({ user: users })
    .from(userPhones)
    .innerJoin(users, eq(users.id, userPhones.userId))
    .where(
      and(
        eq(userPhones.applicationId, appId),
        or(
          eq(userPhones.phone, username.digits),
          sql`${userPhones.countryCode}::text || ${userPhones.phone} = ${username.digits}`,
        ),
      ),
    )
    .limit(1);
  return row?.user;
}

export function userRoutes(db: Db, options: { now?: () => number } = {}) {
  const now = options.now ?? Date.now;
  const routes = new Hono<UserEnv>({ strict: true });
  const auth = "/authentication/v1.0";
  routes.use("*", optionalUser(db, now));

  routes.post(`${auth}/register/form`, async (c) => {
    const app = c.get("application");
    const body = await parseJson(c, registerBody);
    const passwordHash = await hashPassword(body.password);
    const at = now();
    let user: UserRow;
    try {
      user = await db.transaction(async (tx) => {
        const errors: Record<string, string[]> = {};
        if (body.email) {
          if (await findEmail(tx, { applicationId: app.id }, body.email)) errors.email = [DUPLICATE_EMAIL];
        }
        if (body.phone) {
          if (await findPhone(tx, { applicationId: app.id }, Number(body.phone.country_code), body.phone.mobile))
            errors["phone.mobile"] = [DUPLICATE_PHONE];
        }
        if (Object.keys(errors).length) throw invalidFields(errors);
        const created = await createUser(
          tx,
          app.id,
          { firstName: body.first_name, lastName: body.last_name, gender: body.gender, passwordHash },
          at,
        );
        if (body.email) {
          await tx
            .insert(userEmails)
            .values({ applicationId: app.id, userId: created.id, email: body.email, primary: true });
          // The address is confirmed by the link in this e-mail.
          await queueVerifyEmailLink(tx, app, created.id, body.email, at);
        }
        if (body.phone) {
          await tx.insert(userPhones).values({
            applicationId: app.id,
            userId: created.id,
            countryCode: Number(body.phone.country_code),
            phone: body.phone.mobile,
            primary: true,
          });
        }
        return created;
      });
    } catch (error) {
      // A concurrent registration with the same e-mail or phone won the race.
      if (isUniqueViolation(error)) {
        throw invalidFields({
          ...(body.email ? { email: [DUPLICATE_EMAIL] } : {}),
          ...(body.phone ? { "phone.mobile": [DUPLICATE_PHONE] } : {}),
        });
      }
      throw error;
    }
    await startSession(db, c, user.id, at);
    const response: RegisterFormSuccess = {
      success: true,
      request_id: c.get("requestId"),
      register_token: "",
      user_exists: false,
      verify_email_otp: false,
      verify_mobile_otp: false,
      ...(body.email ? { email: body.email } : {}),
      ...(body.phone ? { mobile: body.phone.mobile, country_code: body.phone.country_code } : {}),
      message: "Account created",
      user: await toUserSchema(db, user),
    };
    return c.json(response);
  });

  routes.post(`${auth}/login/password`, async (c) => {
    const app = c.get("application");
    const body = await parseJson(c, loginBody);
    const at = now();
    const username = parseUsername(body.username);
    const user = username ? await findUser(db, app.id, username) : undefined;
    // Counted per account (whatever spelling of its e-mail or phone is used), else per username.
    const accountKey = loginAccountKey(app.id, user ? user.id : body.username.toLowerCase());
    const keys = [
      { key: accountKey, rule: LOGIN_LIMITS.account },
      { key: `login:address:${app.id}:${clientAddress(c)}`, rule: LOGIN_LIMITS.address },
    ];
    if ((await exceeded(db, keys, at)).length) {
      c.header("retry-after", String(Math.ceil((LOGIN_WINDOW_MS - (at % LOGIN_WINDOW_MS)) / 1000)));
      throw new ApiError(429, TOO_MANY_ATTEMPTS);
    }
    const ok = await verifyPassword(body.password, user?.passwordHash ?? (await decoyHash()));
    if (!user || !ok || (!user.active && !user.deletedAt)) {
      await hit(db, keys, at);
      if (Math.random() < 0.02) await prune(db, new Date(at - 24 * 3600_000));
      throw new ApiError(401, INVALID_CREDENTIALS);
    }
    // Right credentials of a deleted account: the storefront shows "account locked".
    if (user.deletedAt) throw accountLocked();
    await reset(db, [accountKey]);
    await startSession(db, c, user.id, at);
    return c.json(await loginAnswer(db, c, user));
  });

  routes.get(`${auth}/session`, requireUser(), async (c) => {
    const response: UserObjectSchema = { user: await toUserSchema(db, currentUser(c)) };
    return c.json(response);
  });

  routes.get(`${auth}/sessions`, requireUser(), async (c) => {
    const rows = await db
      .select({ id: userSessions.id })
      .from(userSessions)
      .where(and(eq(userSessions.userId, currentUser(c).id), gt(userSessions.expiresAt, new Date(now()))))
      .orderBy(desc(userSessions.lastSeenAt));
    const response: SessionListSuccess = { sessions: rows.map((r) => r.id) };
    return c.json(response);
  });

  // Idempotent: without a session it still answers logout (and clears the cookie).
  routes.get(`${auth}/logout`, async (c) => {
    const session = c.get("session");
    if (session) await db.delete(userSessions).where(eq(userSessions.id, session.id));
    c.header("set-cookie", clearedSessionCookie(), { append: true });
    const response: LogoutSuccess = { logout: true };
    return c.json(response);
  });

  routes.get(`${auth}/user-exists`, async (c) => {
    const { q } = parseQuery(
      c,
      z.object({ q: z.string({ required_error: "q is required" }).trim().min(1, "q is required").max(254) }),
    );
    const username = parseUsername(q);
    const response: UserExistsDetails = {
      user_exists: !!(username && (await findUser(db, c.get("application").id, username))),
    };
    return c.json(response);
  });

  routes.get(`${auth}/has-password`, requireUser(), async (c) => {
    const response: HasPasswordSuccess = { result: currentUser(c).passwordHash ? 1 : 0 };
    return c.json(response);
  });

  registerOtpRoutes(routes, db, now);
  registerPasswordRoutes(routes, db, now);
  registerContactRoutes(routes, db, now);
  registerProfileRoutes(routes, db, now);

  return routes;
}
