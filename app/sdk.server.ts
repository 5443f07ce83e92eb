/**
 * The storefront's door to the commerce service: one SDK client per request (it carries that
 * shopper's headers), a short shared cache for store-wide public data, and the mapping of SDK
 * failures to HTTP responses for loaders.
 */
import type { AppLoadContext } from "@remix-run/node";
import { getClientIPAddress } from "remix-utils/get-client-ip-address";
import { loadConfig } from "../config/env";
import type { StorefrontApi } from "~/sdk/api";
import {
  createApiClient,
  createStorefrontApi,
  DEFAULT_CURRENCY_CODE,
  FDKNetworkError,
  FDKServerResponseError,
  type LocationDetails,
} from "~/sdk";
import { storefrontApiOver } from "~/sdk/operations";
import { activeLocation, locationDetails } from "~/lib/location";
import type { ShopperSession } from "~/session.server";

export interface CommerceConnection {
  /** Origin of the service (embedded: this server's own origin). */
  baseUrl: string;
  applicationId: string;
  applicationToken: string;
  /** SIGNING_SECRET, when the service verifies signatures with a secret of its own. */
  signingSecret?: string;
  /** In-process transport to the embedded service; absent in remote mode (HTTP fetch). */
  transport?: (request: Request) => Promise<Response>;
}

/** Whether `url` points at the embedded service (same process; its origin is this server's own). */
export const onEmbeddedService = (commerce: CommerceConnection, url: string) =>
  Boolean(commerce.transport) && new URL(url).origin === new URL(commerce.baseUrl).origin;

/**
 * A service page the shopper's browser is sent to (a payment gateway's page): the embedded
 * service's pages are on the shopper's own origin, whatever host name the service was called by.
 */
export function shopperFacingUrl(commerce: CommerceConnection, url: string): string {
  if (!onEmbeddedService(commerce, url)) return url;
  const { pathname, search } = new URL(url);
  return `${pathname}${search}`;
}

/** A service page URL carried in a query (`shopperFacingUrl`'s form), or null when it is not one. */
export function serviceUrlOrNull(commerce: CommerceConnection, value: string | null): string | null {
  if (!value) return null;
  if (commerce.transport) return /^\/service\/[\w./-]+$/.test(value) ? value : null;
  try {
    return new URL(value).origin === new URL(commerce.baseUrl).origin ? value : null;
  } catch {
    return null;
  }
}

declare module "@remix-run/node" {
  interface AppLoadContext {
    cspNonce: string;
    commerce: CommerceConnection;
    /**
     * The shopper's address as the HTTP server sees it (Express `req.ip`, which honours TRUST_PROXY).
     * Optional: when the server does not provide it, see `shopperAddress`.
     */
    clientAddress?: string;
  }
}

declare module "@remix-run/server-runtime" {
  interface Future {
    v3_singleFetch: true;
  }
}

/** The cookie name the service keeps its user session under (Fynd's). */
export const SERVICE_SESSION_COOKIE = "f.session";

interface ShopperApiOptions {
  /** The incoming request: its client address is forwarded (per-address login limit). */
  request?: Request;
  /** The shopper's session: its user token, when it holds one, is forwarded as `cookie: f.session=…`. */
  session?: ShopperSession | null;
  /** Sees every service response (e.g. the Set-Cookie of a login). */
  onResponse?: (response: Response) => void;
  /**
   * The shopper's location and currency, when no session is given (the anonymous client of a request
   * scope, made before its session is read). With a session they are taken from it.
   */
  preferences?: Promise<ShopperPreferences>;
}

/** The cookie name of the service's signed ordering-store choice (Fynd's). */
const ORDERING_STORE_COOKIE = "f.ordering_store";
/** The cookie name of the service's signed order-access grant (signed-out tracking, decision 0018). */
export const ORDER_ACCESS_COOKIE = "f.order_access";

/**
 * What every service call made for a shopper carries: x-location-detail, x-currency-code and the
 * chosen ordering store (`cookie: f.ordering_store=…`, as the service signed it).
 */
interface ShopperPreferences {
  locationDetails?: LocationDetails;
  currencyCode?: string;
  cookie?: string;
}

/** The `cookie` header of a call: the shopper's service session and their preferences' cookies. */
const joinCookies = (...cookies: (string | undefined)[]) => cookies.filter(Boolean).join("; ") || undefined;

/** The session's location (while less than a day old), currency, ordering store and order-access grant. */
export function shopperPreferences(session: ShopperSession, now = Date.now()): ShopperPreferences {
  const location = activeLocation(session.get("location"), now);
  const currency = session.get("currency");
  const store = session.get("orderingStore");
  const access = session.get("orderAccess");
  const cookie = joinCookies(
    store ? `${ORDERING_STORE_COOKIE}=${store.cookie}` : undefined,
    access ? `${ORDER_ACCESS_COOKIE}=${access.cookie}` : undefined,
  );
  return {
    ...(location ? { locationDetails: locationDetails(location) } : {}),
    ...(currency ? { currencyCode: currency } : {}),
    ...(cookie ? { cookie } : {}),
  };
}

/** The currency the shopper's prices are in: part of the key of any shared cache of priced data. */
export function priceCurrency(session: ShopperSession): string {
  return session.get("currency") ?? DEFAULT_CURRENCY_CODE;
}

/**
 * The shopper's address for the service: the server's own view of it when it gives one; otherwise
 * the forwarding headers, but only when TRUST_PROXY says a proxy in front sets them (else a shopper
 * could pick a new address per attempt and sidestep the per-address limit).
 */
function shopperAddress(request: Request, context: AppLoadContext): string | null {
  if (context.clientAddress) return context.clientAddress;
  if (loadConfig().trustProxy) return getClientIPAddress(request);
  return null;
}

/**
 * One SDK client for this request. Without options it is anonymous (store-wide public data); with
 * the session it acts as the signed-in shopper.
 */
export function getApi(context: AppLoadContext, options: ShopperApiOptions = {}): StorefrontApi {
  const { commerce } = context;
  const token = options.session?.get("userToken");
  const address = options.request ? shopperAddress(options.request, context) : null;
  const sessionPreferences = options.session ? shopperPreferences(options.session) : {};
  const cookie = joinCookies(token ? `${SERVICE_SESSION_COOKIE}=${token}` : undefined, sessionPreferences.cookie);
  const config = {
    applicationID: commerce.applicationId,
    applicationToken: commerce.applicationToken,
    domain: commerce.baseUrl,
    signingSecret: commerce.signingSecret,
    ...(address ? { extraHeaders: { "x-forwarded-for": address } } : {}),
    ...sessionPreferences,
    ...(cookie ? { cookie } : {}),
  };
  const clientOptions = options.onResponse ? { onResponse: options.onResponse } : undefined;
  if (!options.preferences) return createStorefrontApi(config, commerce.transport, clientOptions);
  // Usable at once; each call waits for the preferences (the session being read) before it is sent.
  const client = options.preferences.then((preferences) =>
    createApiClient({ ...config, ...preferences }, commerce.transport, clientOptions),
  );
  return storefrontApiOver({ request: async (request) => (await client).request(request) });
}

export { cachedPublic } from "./public-cache.server";

/**
 * Turns an SDK failure into a Response a loader can throw: the service's status and message pass
 * through; an unreachable service is 503 'Unable to connect'; anything else is 'Something went wrong'.
 */
export function toErrorResponse(error: unknown): Response {
  if (error instanceof Response) return error;
  if (error instanceof FDKServerResponseError) {
    const status = Number(error.status) || 500;
    return Response.json({ message: error.message }, { status });
  }
  if (error instanceof FDKNetworkError) {
    return Response.json({ message: "Unable to connect" }, { status: 503 });
  }
  console.error(error);
  return Response.json({ message: "Something went wrong" }, { status: 500 });
}

/** Awaits critical loader data, rethrowing failures as responses for the error boundary. */
export async function critical<T>(promise: Promise<T>): Promise<T> {
  try {
    return await promise;
  } catch (error) {
    throw toErrorResponse(error);
  }
}
