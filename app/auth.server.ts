/**
 * Who is signed in (spec part 2 §2 account). The commerce service owns accounts and sessions: a
 * sign-in answers with its `f.session` cookie, whose token the storefront keeps in its own signed
 * session cookie and forwards on later calls (see getApi). Nothing about a user is cached.
 * The auth pages' actions live in app/auth/*.server.ts.
 */
import { redirect, type AppLoadContext } from "@remix-run/node";
import { FDKServerResponseError } from "~/sdk";
import { setCookieValue } from "~/sdk/client";
import type { UserSchema } from "~/sdk/api";
import { getApi, SERVICE_SESSION_COOKIE } from "~/sdk.server";
import { commitSession, getSession, type ShopperSession } from "~/session.server";

export interface ShopperState {
  session: ShopperSession;
  user: UserSchema | null;
  /** The session held a token the service no longer accepts (401): it has been unset, commit it. */
  expired: boolean;
}

/**
 * The signed-in shopper, asked of the service on every call (never cached). A 401 means the
 * service session ended: the token is unset on `session` (the caller commits). Any other failure
 * counts as signed out for this request, without forgetting the token.
 */
export async function loadShopper(request: Request, context: AppLoadContext, session?: ShopperSession): Promise<ShopperState> {
  const s = session ?? (await getSession(request));
  if (!s.get("userToken")) return { session: s, user: null, expired: false };
  try {
    const { user } = await getApi(context, { request, session: s }).user.getLoggedInUser();
    return { session: s, user, expired: false };
  } catch (error) {
    if (error instanceof FDKServerResponseError && Number(error.status) === 401) {
      s.unset("userToken");
      return { session: s, user: null, expired: true };
    }
    if (!(error instanceof FDKServerResponseError)) console.error(error);
    return { session: s, user: null, expired: false };
  }
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
    onResponse(response: Response) {
      const value = setCookieValue(response, SERVICE_SESSION_COOKIE);
      if (value !== undefined) token = value;
    },
    get token() {
      return token;
    },
  };
}
