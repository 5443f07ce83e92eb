/**
 * The request core of the storefront SDK: builds, signs and sends one API request and turns the
 * answer into data or an FDK error. It mirrors the official SDK's ApplicationAPIClient and
 * AxiosHelper (headers, query serialisation, signing input, error mapping) on top of the fetch API,
 * so it runs in route loaders without axios and can be driven by a fake transport in tests.
 */
import { parseSetCookie } from "cookie";
import { computeSignature, formatSignatureDate } from "../../service/contract/signature";
import { toApplicationConfig, type ApplicationConfig, type ApplicationConfigInput } from "./config";
import {
  FDKClientValidationError,
  FDKNetworkError,
  FDKResponseValidationError,
  FDKServerResponseError,
} from "./errors";

/** Sent as `x-fp-sdk-version` (the official SDK sends its package version). */
const SDK_VERSION = "vitrine-1.0.0";
const DEFAULT_TIMEOUT_MS = 10_000;
export const NO_URL_MESSAGE = "No URL present in request config, unable to sign request";
const MISSING_REQUIRED_FIELD = "Missing required field";

export type HttpMethod = "GET" | "HEAD" | "POST" | "PUT" | "PATCH" | "DELETE";
export type Transport = (request: Request) => Promise<Response>;

type QueryScalar = string | number | boolean | null | undefined;
export type QueryValue = QueryScalar | readonly QueryScalar[];

export interface ApiRequest {
  method: HttpMethod;
  /** Path template below the domain, with `{snake_case}` parameters, e.g. `/service/application/catalog/v1.0/products/{slug}/`. */
  path: string;
  /** Path parameter values by camelCase name (`{page_value}` ← `pageValue`). */
  pathParams?: Record<string, unknown>;
  /** Query parameters by their wire (snake_case) name; undefined and null values are left out. */
  query?: Record<string, QueryValue>;
  /** Sent as JSON. */
  body?: unknown;
  /** Per-call headers; they override the config's. */
  headers?: Record<string, string>;
  signal?: AbortSignal;
  timeoutMs?: number;
}

export interface ClientOptions {
  /** Clock for `x-fp-date`; tests pass a fixed one. */
  now?: () => Date;
  /** Overrides SDK_VERSION, e.g. to reproduce a published signature test vector. */
  sdkVersion?: string;
  /** Per-request time limit in ms; 0 or Infinity disables it. Default 10 s. */
  timeoutMs?: number;
  /** Aborts every request of this client, e.g. the incoming request's signal in a loader. */
  signal?: AbortSignal;
  /**
   * Sees every response (success or error) after its body was read, before the result is returned
   * or thrown: how a caller reads response headers, e.g. the session cookie a login or
   * registration sets (`setCookieValue(response, "f.session")`). The official SDK's equivalent is `{responseHeaders: true}`.
   */
  onResponse?: (response: Response) => void;
}

export interface ApiClient {
  readonly config: ApplicationConfig;
  /** The signed Request that `request()` would send (without its abort signal). */
  buildRequest(request: ApiRequest): Request;
  /** Sends the request; resolves with the parsed JSON body (headers for HEAD). */
  request<T>(request: ApiRequest): Promise<T>;
}

// ---------------------------------------------------------------------------------------------
// URL building

/** `page_value` → `pageValue`, the official SDK's mapping of wire names to argument names. */
export const snakeToCamel = (name: string) => name.replace(/_([a-z0-9])/gi, (_, c: string) => c.toUpperCase());

const isMissing = (value: unknown) =>
  value === undefined || value === null || (typeof value !== "boolean" && value === "");

/**
 * Substitutes `{snake_case}` segments of a path template from camelCase params, URI-encoded.
 * Every parameter of the template is required; missing ones are reported together, with the
 * official Validator's wording, before anything is sent.
 */
function buildPath(template: string, params: Record<string, unknown> = {}): string {
  const missing: string[] = [];
  const invalid: string[] = [];
  const path = template.replace(/\{([^{}/]+)\}/g, (_, name: string) => {
    const key = snakeToCamel(name);
    const value = params[key];
    if (isMissing(value)) {
      missing.push(`Missing or empty required parameter: ${key}`);
      return "";
    }
    // eslint-disable-next-line @typescript-eslint/no-base-to-string -- the official SDK's conversion, String(value)
    const text = String(value);
    // URL parsing resolves "." and ".." segments (also percent-encoded), which would send the
    // request to another endpoint.
    if (/^(\.|%2e){1,2}$/i.test(text)) {
      invalid.push(`Invalid value for path parameter: ${key}`);
      return "";
    }
    return encodeURIComponent(text);
  });
  if (missing.length > 0) throw new FDKClientValidationError({ message: MISSING_REQUIRED_FIELD, details: missing });
  if (invalid.length > 0) throw new FDKClientValidationError({ message: "Invalid path parameter", details: invalid });
  return path;
}

// query-string's strict encoding (what the official SDK's paramsSerializer uses).
const strictEncode = (text: string) =>
  encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * Serialises query params like query-string's stringify (keys sorted, strict encoding, arrays as
 * repeated keys), so the URL sent is the one the official SDK would send and sign. Unlike
 * query-string, null is left out rather than sent as a bare key.
 */
export function serializeQuery(query: Record<string, QueryValue> = {}): string {
  const pieces: string[] = [];
  for (const key of Object.keys(query).sort()) {
    const value = query[key];
    const values = Array.isArray(value) ? value : [value];
    for (const item of values as readonly QueryScalar[]) {
      if (item === undefined || item === null) continue;
      pieces.push(`${strictEncode(key)}=${strictEncode(String(item))}`);
    }
  }
  return pieces.join("&");
}

/** JSON with every non-ASCII character escaped, because header values must be byte strings. */
const asciiJson = (value: unknown) =>
  JSON.stringify(value).replace(/[\u007f-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);

const toBase64 = (text: string) => Buffer.from(text, "utf8").toString("base64");

/**
 * The value a response's Set-Cookie gives the cookie `name`: the value, "" when the response clears
 * it (logout), undefined when it does not set it.
 */
export function setCookieValue(response: Response, name: string): string | undefined {
  let value: string | undefined;
  for (const line of response.headers.getSetCookie()) {
    const cookie = parseSetCookie(line);
    if (cookie.name === name) value = cookie.maxAge !== undefined && cookie.maxAge <= 0 ? "" : cookie.value;
  }
  return value;
}

function bearerToken(applicationID: string, applicationToken: string): string {
  return `Bearer ${toBase64(`${applicationID}:${applicationToken}`)}`;
}

// ---------------------------------------------------------------------------------------------
// Client

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === "object" && !Array.isArray(value);

/** Rejects as soon as the signal aborts, even when the awaited promise ignores the signal. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener("abort", onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener("abort", onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener("abort", onAbort);
        reject(error);
      },
    );
  });
}

function serverErrorMessage(body: unknown, response: Response): string {
  if (isRecord(body)) {
    if (typeof body.message === "string" && body.message) return body.message;
    if (typeof body.error === "string" && body.error) return body.error;
  }
  return response.statusText || `Request failed with status code ${response.status}`;
}

export function createApiClient(
  configInput: ApplicationConfig | ApplicationConfigInput,
  transport: Transport = (request) => fetch(request),
  options: ClientOptions = {},
): ApiClient {
  const config = toApplicationConfig(configInput);
  const now = options.now ?? (() => new Date());
  const sdkVersion = options.sdkVersion ?? SDK_VERSION;

  function build(request: ApiRequest, signal?: AbortSignal): Request {
    if (!request || !request.path) throw new Error(NO_URL_MESSAGE);
    const method = (request.method || "GET").toUpperCase() as HttpMethod;
    const path = buildPath(request.path, request.pathParams);
    const search = serializeQuery(request.query);
    const url = new URL(`${config.domain}${path}${search ? `?${search}` : ""}`);

    const headers: Record<string, string> = {
      authorization: bearerToken(config.applicationID, config.applicationToken),
    };
    if (config.cookie) headers.cookie = config.cookie;
    if (config.locationDetails) headers["x-location-detail"] = asciiJson(config.locationDetails);
    if (config.currencyCode) headers["x-currency-code"] = config.currencyCode;
    for (const [name, value] of Object.entries({ ...config.extraHeaders, ...request.headers })) {
      headers[name.toLowerCase()] = value;
    }

    const hasBody = request.body !== undefined && method !== "GET" && method !== "HEAD";
    const bodyText = hasBody ? JSON.stringify(request.body) : "";
    if (hasBody) headers["content-type"] = "application/json";

    headers["x-fp-sdk-version"] = sdkVersion;
    headers["x-fp-date"] = formatSignatureDate(now());
    // Signed over the URL exactly as it will be sent (after WHATWG normalisation), so the
    // service's verifier sees the same path and query.
    headers["x-fp-signature"] = computeSignature(
      { method, path: `${url.pathname}${url.search}`, headers: { ...headers, host: url.host }, body: bodyText },
      config.signingSecret,
    );

    return new Request(url, {
      method,
      headers,
      body: hasBody ? bodyText : undefined,
      signal,
    });
  }

  async function send<T>(request: ApiRequest): Promise<T> {
    const controller = new AbortController();
    const callerSignals = [options.signal, request.signal].filter((s): s is AbortSignal => s !== undefined);
    const forwardAbort = (event: Event) => controller.abort((event.target as AbortSignal).reason);
    for (const signal of callerSignals) {
      if (signal.aborted) controller.abort(signal.reason);
      else signal.addEventListener("abort", forwardAbort, { once: true });
    }
    const timeoutMs = request.timeoutMs ?? options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    let timedOut = false;
    const timer =
      timeoutMs > 0 && Number.isFinite(timeoutMs)
        ? setTimeout(() => {
            timedOut = true;
            controller.abort();
          }, timeoutMs)
        : undefined;

    try {
      const built = build(request, controller.signal);
      const networkError = (cause: unknown) => {
        // A caller's own abort is not a connectivity problem; let it through unchanged.
        if (!timedOut && callerSignals.some((s) => s.aborted)) return cause;
        return new FDKNetworkError({
          reason: timedOut ? "timeout" : "unreachable",
          method: built.method,
          url: built.url,
          cause,
        });
      };

      let response: Response;
      let text: string;
      try {
        response = await untilAborted(transport(built), controller.signal);
        text = await untilAborted(response.text(), controller.signal);
      } catch (cause) {
        throw networkError(cause);
      }
      options.onResponse?.(response);

      let body: unknown = undefined;
      let isJson = false;
      if (text !== "") {
        try {
          body = JSON.parse(text);
          isJson = true;
        } catch {
          body = text;
        }
      }

      if (!response.ok) {
        const code =
          isRecord(body) && (typeof body.code === "string" || typeof body.code === "number") ? body.code : null;
        throw new FDKServerResponseError(serverErrorMessage(body, response), "", response.status, code, body ?? null);
      }
      if (built.method === "HEAD") return Object.fromEntries(response.headers) as T;
      if (text !== "" && !isJson) {
        throw new FDKResponseValidationError({
          message: "Response is not valid JSON",
          details: { status: response.status, url: built.url, body: text.slice(0, 500) },
        });
      }
      if (config.options.strictResponseCheck && !isRecord(body)) {
        throw new FDKResponseValidationError({
          message: "Response is not a JSON object",
          details: { status: response.status, url: built.url, body: body ?? null },
        });
      }
      return body as T;
    } finally {
      if (timer !== undefined) clearTimeout(timer);
      for (const signal of callerSignals) signal.removeEventListener("abort", forwardAbort);
    }
  }

  return {
    config,
    buildRequest: (request) => build(request),
    request: send,
  };
}
