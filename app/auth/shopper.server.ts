/**
 * Who is signed in (spec part 2 §2 account). The commerce service owns accounts and sessions: a
 * sign-in answers with its `f.session` cookie, whose token the storefront keeps in its own signed
 * session cookie and forwards on later calls (the request scope's shopperApi). Nothing about a user is cached.
 * The auth pages' loaders and actions live in the other app/auth/ modules.
 */
import { redirect, type AppLoadContext } from "@remix-run/node";
import { FDKServerResponseError } from "~/sdk";
import { setCookieValue } from "~/sdk/client";
import type { UserSchema } from "~/sdk/api";
import { SERVICE_SESSION_COOKIE, toErrorResponse } from "~/sdk.server";
import { serviceFailure, type ServiceFailure } from "~/forms.server";
import { requestScope, type RequestScope, type UserLookup } from "~/request-scope.server";
import { commitSession, type ShopperSession } from "~/session.server";

export interface ShopperState {
  session: ShopperSession;
  user: UserSchema | null;
  /** The session held a token the service no longer accepts (401): it has been unset, commit it. */
  expired: boolean;
}

async function lookUpUser(scope: RequestScope): Promise<UserLookup> {
  try {
    return (await (await scope.shopperApi()).user.getLoggedInUser()).user;
  } catch (error) {
    if (error instanceof FDKServerResponseError && Number(error.status) === 401) return "expired";
    if (!(error instanceof FDKServerResponseError)) console.error(error);
    return "unknown";
  }
}

/**
 * One lookup per page request and token: root's loader (the header), a layout's guard and the
 * page's loader run for the same request, which shares one request scope. Only loaders share it:
 * an action (not a GET) may change the user, and the loaders that follow it must see the change.
 */
function sharedLookup(request: Request, scope: RequestScope, token: string): Promise<UserLookup> {
  if (request.method !== "GET" && request.method !== "HEAD") return lookUpUser(scope);
  let lookup = scope.userLookups.get(token);
  if (!lookup) scope.userLookups.set(token, (lookup = lookUpUser(scope)));
  return lookup;
}

/**
 * The signed-in shopper, asked of the service once per page request (never cached across
 * requests). A 401 means the service session ended: the token is unset on `session` (the caller
 * commits). Any other failure counts as signed out for this request, without forgetting the token.
 */
export async function loadShopper(request: Request, context: AppLoadContext): Promise<ShopperState> {
  const scope = requestScope(request, context);
  const session = await scope.session();
  const token = session.get("userToken");
  if (!token) return { session, user: null, expired: false };
  const lookup = await sharedLookup(request, scope, token);
  if (lookup === "expired") {
    session.unset("userToken");
    return { session, user: null, expired: true };
  }
  return { session, user: lookup === "unknown" ? null : lookup, expired: false };
}

/** Headers that store a session change (an expired token dropped), or none. */
export async function sessionHeaders(state: ShopperState): Promise<HeadersInit | undefined> {
  return state.expired ? { "Set-Cookie": await commitSession(state.session) } : undefined;
}

/** Visitors only (login, register, forgot-password, set-password): a signed-in shopper is sent home. */
export async function requireVisitor(request: Request, context: AppLoadContext): Promise<ShopperState> {
  const state = await loadShopper(request, context);
  if (state.user) throw redirect("/");
  return state;
}

/** Collects the service session token a response sets (sign-in, registration; logout clears it). */
export function sessionTokenCatcher() {
  let token: string | undefined;
  return {
    // An arrow function: callers pass it on unbound (`onResponse: catcher.onResponse`).
    onResponse: (response: Response) => {
      const value = setCookieValue(response, SERVICE_SESSION_COOKIE);
      if (value !== undefined) token = value;
    },
    get token() {
      return token;
    },
  };
}

/**
 * A call that starts a service session (sign-in with a password, registration, a password reset),
 * made as the visitor: the user it answers and the session token the service set, or the service's
 * failure for the form to show. A success without a session token is the service's fault (thrown).
 */
export async function startServiceSession<User>(
  scope: RequestScope,
  call: (api: ReturnType<RequestScope["visitorApi"]>) => Promise<{ user: User }>,
): Promise<{ ok: true; user: User; token: string } | { ok: false; failure: ServiceFailure }> {
  const catcher = sessionTokenCatcher();
  let user: User;
  try {
    ({ user } = await call(scope.visitorApi({ onResponse: catcher.onResponse })));
  } catch (error) {
    return { ok: false, failure: serviceFailure(error) };
  }
  if (!catcher.token) throw toErrorResponse(new Error("The service did not start a session"));
  return { ok: true, user, token: catcher.token };
}
