/**
 * Configuration of one storefront API client. Validation and its messages follow the official
 * ApplicationConfig (plus the checks the official ApplicationClient setters make), so a wrong
 * deployment setting fails the same way it would with the official SDK.
 *
 * Unlike the official class there are no setters: a config may be built once from the environment
 * and shared, and a setter like setCookie() on a shared object would leak one shopper's session
 * into another's requests. Per-request values go through `with()`, which returns a new config.
 */
import { z } from "zod";
import { FDKClientValidationError, FDKInvalidCredentialError } from "./errors";

const DEFAULT_DOMAIN = "https://api.fynd.com";
export const DEFAULT_CURRENCY_CODE = "INR";
/** Shorter tokens are rejected, as in the official SDK. */
export const MIN_APPLICATION_TOKEN_LENGTH = 5;

/** Sent as JSON in `x-location-detail`. */
export interface LocationDetails {
  pincode?: string;
  country?: string;
  country_iso_code?: string;
  city?: string;
  location?: { longitude: string | number; latitude: string | number };
  [key: string]: unknown;
}

export interface ApplicationConfigOptions {
  /** When true, a 2xx response that is not a JSON object is rejected with FDKResponseValidationError. */
  strictResponseCheck?: boolean;
}

export interface ApplicationConfigInput {
  applicationID: string;
  applicationToken: string;
  /** Base URL of the service, e.g. "http://localhost:3000"; default https://api.fynd.com. */
  domain?: string;
  /** Sent as `x-currency-code`; default "INR". */
  currencyCode?: string;
  locationDetails?: LocationDetails;
  /** The shopper's session cookie, forwarded as the `cookie` header by server-side callers. */
  cookie?: string;
  /** Added to every request; a list is merged in order, as the official setExtraHeaders() calls are. */
  extraHeaders?: Record<string, string> | Record<string, string>[];
  /** Free data for the caller (e.g. a request id); never sent. */
  context?: Record<string, unknown>;
  options?: ApplicationConfigOptions;
  /**
   * Not in the official SDK, which always signs with fp-signature's default secret: the secret a
   * service started with SIGNING_SECRET verifies, so the storefront can talk to it.
   */
  signingSecret?: string;
}

const CREDENTIAL_FIELDS = new Set(["applicationID", "applicationToken", "options", "domain", "signingSecret"]);

const blankToUndefined = (value: unknown) => (value === null || value === "" ? undefined : value);

const headerRecord = z.record(z.string(), { invalid_type_error: "Context value should be an object" });

// Key order is the order of the checks: the first failing one is reported, as the official
// validate() reports the first of its checks that fails.
const configSchema = z.object({
  applicationID: z
    .string({ required_error: "No Application ID Present", invalid_type_error: "No Application ID Present" })
    .min(1, "No Application ID Present"),
  applicationToken: z
    .string({ required_error: "No Application Token Present", invalid_type_error: "No Application Token Present" })
    .min(1, "No Application Token Present")
    .min(MIN_APPLICATION_TOKEN_LENGTH, "Invalid Application Token"),
  options: z
    .object(
      {
        strictResponseCheck: z
          .boolean({ invalid_type_error: "Invalid Value for options.strictResponseCheck, provide boolean value" })
          .default(false),
      },
      { invalid_type_error: "Invalid Value for options.strictResponseCheck, provide boolean value" },
    )
    .default({}),
  domain: z.preprocess(
    blankToUndefined,
    z
      .string({ invalid_type_error: "Invalid domain" })
      .url("Invalid domain")
      .refine((value) => /^https?:\/\//i.test(value), "Invalid domain")
      .default(DEFAULT_DOMAIN),
  ),
  currencyCode: z.preprocess(
    blankToUndefined,
    z.string({ invalid_type_error: "Currency code should be string only" }).default(DEFAULT_CURRENCY_CODE),
  ),
  context: z.record(z.unknown(), { invalid_type_error: "Context value should be an object" }).optional(),
  extraHeaders: z
    .union([headerRecord, z.array(headerRecord)], {
      errorMap: () => ({ message: "Context value should be an object" }),
    })
    .optional(),
  locationDetails: z.record(z.unknown(), { invalid_type_error: "Location details should be an object" }).optional(),
  cookie: z.preprocess(blankToUndefined, z.string({ invalid_type_error: "Cookie should be string only" }).optional()),
  signingSecret: z.preprocess(
    blankToUndefined,
    z.string({ invalid_type_error: "Signing secret should be string only" }).optional(),
  ),
});

export class ApplicationConfig {
  readonly applicationID: string;
  readonly applicationToken: string;
  /** Without a trailing slash, so operation paths can be appended. */
  readonly domain: string;
  readonly currencyCode: string;
  readonly locationDetails?: Readonly<LocationDetails>;
  readonly cookie?: string;
  readonly extraHeaders: Readonly<Record<string, string>>;
  readonly context?: Readonly<Record<string, unknown>>;
  readonly options: Readonly<Required<ApplicationConfigOptions>>;
  readonly signingSecret?: string;

  /**
   * @param conf  the settings; `conf.options` and the second argument are merged (the second wins),
   *              so both the official call form `new ApplicationConfig(conf, options)` and a single
   *              object work.
   * @throws FDKInvalidCredentialError for application id/token, domain and options problems
   * @throws FDKClientValidationError for currencyCode, context, extraHeaders, locationDetails, cookie
   */
  constructor(conf: ApplicationConfigInput, options?: ApplicationConfigOptions) {
    const input: Record<string, unknown> = conf !== null && typeof conf === "object" ? { ...conf } : {};
    if (options !== undefined || input.options !== undefined) {
      const fromConf = input.options;
      input.options =
        options === undefined
          ? fromConf
          : fromConf !== null && typeof fromConf === "object"
            ? { ...fromConf, ...options }
            : options;
    }
    const parsed = configSchema.safeParse(input);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = String(issue.path[0] ?? "");
      if (CREDENTIAL_FIELDS.has(field)) throw new FDKInvalidCredentialError(issue.message);
      throw new FDKClientValidationError({ message: issue.message, details: parsed.error.issues });
    }
    const data = parsed.data;
    this.applicationID = data.applicationID;
    this.applicationToken = data.applicationToken;
    this.domain = data.domain.replace(/\/+$/, "");
    this.currencyCode = data.currencyCode;
    this.locationDetails = data.locationDetails;
    this.cookie = data.cookie;
    this.extraHeaders = Array.isArray(data.extraHeaders)
      ? Object.fromEntries(data.extraHeaders.flatMap((headers) => Object.entries(headers)))
      : { ...(data.extraHeaders ?? {}) };
    this.context = data.context;
    this.options = { strictResponseCheck: data.options.strictResponseCheck };
    this.signingSecret = data.signingSecret;
  }

  /** The settings this config was built from, in input form. */
  toInput(): ApplicationConfigInput {
    return {
      applicationID: this.applicationID,
      applicationToken: this.applicationToken,
      domain: this.domain,
      currencyCode: this.currencyCode,
      locationDetails: this.locationDetails ? { ...this.locationDetails } : undefined,
      cookie: this.cookie,
      extraHeaders: { ...this.extraHeaders },
      context: this.context ? { ...this.context } : undefined,
      options: { ...this.options },
      signingSecret: this.signingSecret,
    };
  }

  /** A new, validated config with some settings replaced (e.g. one shopper's cookie and currency). */
  with(overrides: Partial<ApplicationConfigInput>): ApplicationConfig {
    const base = this.toInput();
    return new ApplicationConfig({
      ...base,
      ...overrides,
      options: { ...base.options, ...overrides.options },
    });
  }
}

/** Accepts a ready config or the settings for one. */
export function toApplicationConfig(config: ApplicationConfig | ApplicationConfigInput): ApplicationConfig {
  return config instanceof ApplicationConfig ? config : new ApplicationConfig(config);
}
