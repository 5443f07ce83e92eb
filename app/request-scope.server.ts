/**
 * What one request's loaders and action share, made on first use and kept on the load context
 * (server.ts's getLoadContext makes one context per request, but server.ts loads the compiled
 * bundle, so it cannot make the scope itself without a second copy of the app's modules): the
 * session read from the cookie, the SDK clients and the signed-in shopper's lookups. Store-wide
 * public data is shared across requests instead (cachedPublic).
 *
 * The one place that reads the session cookie (getSession) and makes SDK clients (getApi): the lint
 * gate holds that. Writing the session (commitSession, destroySession) stays with the code that changes it.
 */
import type { AppLoadContext } from "@remix-run/node";
import type { StorefrontApi, UserSchema } from "~/sdk/api";
import { getApi, shopperPreferences } from "~/sdk.server";
import { getSession, type ShopperSession } from "~/session.server";

/** The service's answer for a session token: the user, "expired" (401) or "unknown" (any other failure). */
export type UserLookup = UserSchema | "expired" | "unknown";

export interface VisitorApiOptions {
  /** Sees every service response (e.g. the Set-Cookie of a sign-in). */
  onResponse?: (response: Response) => void;
}

export interface RequestScope {
  /** The request this scope serves. */
  readonly request: Request;
  /** The client without the user session (store-wide public data); it carries the shopper's location and currency. */
  readonly api: StorefrontApi;
  /** The shopper's session as the request's cookie holds it, read once. */
  session(): Promise<ShopperSession>;
  /** A client acting as the shopper of that session (anonymous when signed out). */
  shopperApi(): Promise<StorefrontApi>;
  /**
   * A new client acting as the shopper the session holds now: for a call right after a sign-in
   * changed it in this request (shopperApi keeps the client of the session as it was first read).
   */
  freshShopperApi(): Promise<StorefrontApi>;
  /**
   * A client for a visitor's own calls (sign-in, registration, codes, password reset): no session
   * token, but the shopper's address (the service's per-address limits). A new one per call, so an
   * `onResponse` sees only the responses of the calls it was made for.
   */
  visitorApi(options?: VisitorApiOptions): StorefrontApi;
  /** The signed-in user by session token, asked of the service once per page request (loaders only). */
  readonly userLookups: Map<string, Promise<UserLookup>>;
}

declare module "@remix-run/node" {
  interface AppLoadContext {
    /** Made by requestScope on first use. */
    scope?: RequestScope;
  }
}

function createRequestScope(request: Request, context: AppLoadContext): RequestScope {
  let api: StorefrontApi | undefined;
  let session: Promise<ShopperSession> | undefined;
  let shopperApi: Promise<StorefrontApi> | undefined;
  const readSession = () => (session ??= getSession(request));
  return {
    request,
    get api() {
      // Carries the shopper's location and currency (read from the session before each call is sent).
      return (api ??= getApi(context, { preferences: readSession().then((s) => shopperPreferences(s)) }));
    },
    session: readSession,
    shopperApi: () => (shopperApi ??= readSession().then((s) => getApi(context, { request, session: s }))),
    freshShopperApi: () => readSession().then((s) => getApi(context, { request, session: s })),
    visitorApi: (options = {}) => getApi(context, { request, session: null, onResponse: options.onResponse }),
    userLookups: new Map(),
  };
}

/** This request's scope. */
export function requestScope(request: Request, context: AppLoadContext): RequestScope {
  return (context.scope ??= createRequestScope(request, context));
}
