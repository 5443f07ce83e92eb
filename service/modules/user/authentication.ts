/**
 * Signing up and signing in with a password: registering with the form (the account, its contacts
 * and the e-mail verification link in one transaction), password login (rate-limited per account
 * and per client address in the shared rate_limits table), the current session, the list of
 * sessions, logout, user-exists and has-password. A registration or login starts a session and
 * hands its token back for the route to send as the cookie.
 */
import type { z } from "zod";
import type {
  HasPasswordSuccess,
  LoginSuccess,
  LogoutSuccess,
  RegisterFormSuccess,
  SessionListSuccess,
  UserExistsDetails,
  UserObjectSchema,
} from "../../contract/types";
import type { Db, Tx } from "../../db/client";
import { userEmails, userPhones } from "../../db/schema";
import { ApiError, invalidFields, RetryLater } from "../../http/errors";
import {
  accountLocked,
  createUser,
  findEmail,
  findPhone,
  isUniqueViolation,
  LOGIN_LIMITS,
  LOGIN_WINDOW_MS,
  loginAccountKey,
  parseUsername,
  TOO_MANY_ATTEMPTS,
  userByUsername,
} from "./accounts";
import { queueVerifyEmailLink } from "./contacts";
import { decoyHash, hashPassword, verifyPassword } from "./passwords";
import { exceeded, hit, prune, reset } from "./rate-limit";
import {
  endSession,
  liveSessionIds,
  startSession,
  type Caller,
  type SessionRow,
  type SignedIn,
  type UserRow,
} from "./sessions";
import { loginAnswer, toUserSchema } from "./user-documents";
import type { loginBody, registerBody } from "./validators";

const INVALID_CREDENTIALS = "Invalid username or password";
const DUPLICATE_EMAIL = "An account with this e-mail address already exists";
const DUPLICATE_PHONE = "An account with this mobile number already exists";

type RegisterForm = z.infer<typeof registerBody>;
type PasswordLogin = z.infer<typeof loginBody>;

/** A registration to write: the store, the checked form and the hash of its password. */
interface NewAccount {
  app: { id: string; name: string };
  form: RegisterForm;
  passwordHash: string;
}

/**
 * Creates the account of a registration in the caller's transaction: the user, its primary e-mail
 * address (with its verification link queued) and mobile number; 400 with field errors when the
 * e-mail address or number already belongs to an account of the store.
 */
export async function createAccount(tx: Tx, account: NewAccount, now: number): Promise<UserRow> {
  const { app, form } = account;
  const errors: Record<string, string[]> = {};
  if (form.email && (await findEmail(tx, { applicationId: app.id }, form.email))) errors.email = [DUPLICATE_EMAIL];
  if (
    form.phone &&
    (await findPhone(tx, { applicationId: app.id }, Number(form.phone.country_code), form.phone.mobile))
  )
    errors["phone.mobile"] = [DUPLICATE_PHONE];
  if (Object.keys(errors).length) throw invalidFields(errors);
  const created = await createUser(
    tx,
    app.id,
    { firstName: form.first_name, lastName: form.last_name, gender: form.gender, passwordHash: account.passwordHash },
    now,
  );
  if (form.email) {
    await tx.insert(userEmails).values({ applicationId: app.id, userId: created.id, email: form.email, primary: true });
    // The address is confirmed by the link in this e-mail.
    await queueVerifyEmailLink(tx, app, created.id, form.email, now);
  }
  if (form.phone) {
    await tx.insert(userPhones).values({
      applicationId: app.id,
      userId: created.id,
      countryCode: Number(form.phone.country_code),
      phone: form.phone.mobile,
      primary: true,
    });
  }
  return created;
}

/** Registers with the form and signs the new account in. */
export async function register(
  db: Db,
  caller: Caller,
  form: RegisterForm,
  now: number,
): Promise<SignedIn<RegisterFormSuccess>> {
  const passwordHash = await hashPassword(form.password);
  let user: UserRow;
  try {
    user = await db.transaction((tx) => createAccount(tx, { app: caller.app, form, passwordHash }, now));
  } catch (error) {
    // A concurrent registration with the same e-mail or phone won the race.
    if (isUniqueViolation(error)) {
      throw invalidFields({
        ...(form.email ? { email: [DUPLICATE_EMAIL] } : {}),
        ...(form.phone ? { "phone.mobile": [DUPLICATE_PHONE] } : {}),
      });
    }
    throw error;
  }
  const { token } = await startSession(db, user.id, caller.client, now);
  const body: RegisterFormSuccess = {
    success: true,
    request_id: caller.requestId,
    register_token: "",
    user_exists: false,
    verify_email_otp: false,
    verify_mobile_otp: false,
    ...(form.email ? { email: form.email } : {}),
    ...(form.phone ? { mobile: form.phone.mobile, country_code: form.phone.country_code } : {}),
    message: "Account created",
    user: await toUserSchema(db, user),
  };
  return { body, sessionToken: token };
}

/**
 * Signs in with a username (e-mail or number) and password. Failures are counted per account
 * (whatever spelling of its e-mail or phone is used, else per username) and per client address;
 * 429 once either has used up its window.
 */
export async function loginWithPassword(
  db: Db,
  caller: Caller,
  login: PasswordLogin,
  now: number,
): Promise<SignedIn<LoginSuccess>> {
  const app = caller.app;
  const username = parseUsername(login.username);
  const user = username ? await userByUsername(db, app.id, username) : undefined;
  const accountKey = loginAccountKey(app.id, user ? user.id : login.username.toLowerCase());
  const keys = [
    { key: accountKey, rule: LOGIN_LIMITS.account },
    { key: `login:address:${app.id}:${caller.client.ip}`, rule: LOGIN_LIMITS.address },
  ];
  if ((await exceeded(db, keys, now)).length) {
    throw new RetryLater(TOO_MANY_ATTEMPTS, Math.ceil((LOGIN_WINDOW_MS - (now % LOGIN_WINDOW_MS)) / 1000));
  }
  const ok = await verifyPassword(login.password, user?.passwordHash ?? (await decoyHash()));
  if (!user || !ok || (!user.active && !user.deletedAt)) {
    await hit(db, keys, now);
    if (Math.random() < 0.02) await prune(db, new Date(now - 24 * 3600_000));
    throw new ApiError(401, INVALID_CREDENTIALS);
  }
  // Right credentials of a deleted account: the storefront shows "account locked".
  if (user.deletedAt) throw accountLocked();
  await reset(db, [accountKey]);
  const { token } = await startSession(db, user.id, caller.client, now);
  return { body: await loginAnswer(db, user, caller.requestId), sessionToken: token };
}

/** The signed-in shopper (GET session). */
export async function sessionUser(db: Tx, user: UserRow): Promise<UserObjectSchema> {
  return { user: await toUserSchema(db, user) };
}

/** The ids of the shopper's live sessions. */
export async function listSessions(db: Tx, user: UserRow, now: number): Promise<SessionListSuccess> {
  return { sessions: await liveSessionIds(db, user.id, now) };
}

/** Ends the session, if there is one: logout is idempotent. */
export async function logout(db: Tx, session: SessionRow | undefined): Promise<LogoutSuccess> {
  if (session) await endSession(db, session.id);
  return { logout: true };
}

/** Whether a username (e-mail or number) belongs to an account of the store. */
export async function userExists(db: Tx, applicationId: string, q: string): Promise<UserExistsDetails> {
  const username = parseUsername(q);
  return { user_exists: !!(username && (await userByUsername(db, applicationId, username))) };
}

export const hasPassword = (user: UserRow): HasPasswordSuccess => ({ result: user.passwordHash ? 1 : 0 });
