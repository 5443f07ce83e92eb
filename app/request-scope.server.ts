/**
 * What one request's loaders and action share, made on first use and kept on the load context
 * (server.ts's getLoadContext makes one context per request): the session read from the cookie,
 * the anonymous SDK client and the signed-in shopper's lookups. Store-wide public data is shared
 * across requests instead (cachedPublic).
 */
import type { AppLoadContext } from "@remix-run/node";
import type { StorefrontApi, UserSchema } from "~/sdk/api";
import { getApi } from "~/sdk.server";
import { getSession, type ShopperSession } from "~/session.server";

/** The service's answer for a session token: the user, "expired" (401) or "unknown" (any other failure). */
export type UserLookup = UserSchema | "expired" | "unknown";

interface RequestScope {
  /** The anonymous client (store-wide public data). */
  readonly api: StorefrontApi;
  /** The shopper's session as the request's cookie holds it, read once. */
  session(): Promise<ShopperSession>;
  /** A client acting as the shopper of that session (anonymous when signed out). */
  shopperApi(): Promise<StorefrontApi>;
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
    get api() {
      return (api ??= getApi(context));
    },
    session: readSession,
    shopperApi: () => (shopperApi ??= readSession().then((s) => getApi(context, { request, session: s }))),
    userLookups: new Map(),
  };
}

/** This request's scope. */
export function requestScope(request: Request, context: AppLoadContext): RequestScope {
  return (context.scope ??= createRequestScope(request, context));
}
