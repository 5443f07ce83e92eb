/**
 * Error classes of the storefront SDK. Names, constructor arguments and fields follow the official
 * SDK (fdk-client-javascript sdk/common/FDKError.js) so code written against it keeps working;
 * FDKNetworkError is ours: the official SDK reports an unreachable service as a
 * FDKServerResponseError carrying the transport's error code, which callers cannot tell apart from
 * a real server answer without inspecting strings.
 */

interface ValidationErrorInit {
  message: string;
  details?: unknown;
}

/** A non-2xx answer from the service. */
export class FDKServerResponseError extends Error {
  readonly stackTrace: string;
  /** HTTP status code of the response. */
  readonly status: number | string | null;
  /** The body's `code` field when it has one. */
  readonly code: number | string | null;
  /** The parsed response body (or its raw text when it is not JSON). */
  readonly details: unknown;

  constructor(
    message: string,
    stackTrace = "",
    status: number | string | null = null,
    code: number | string | null = null,
    details: unknown = null,
  ) {
    super(message);
    this.name = "FDKServerResponseError";
    this.stackTrace = stackTrace;
    this.status = status;
    this.code = code;
    this.details = details;
  }
}

/** Arguments rejected before any request is sent (e.g. a missing path parameter). */
export class FDKClientValidationError extends Error {
  readonly details: unknown;

  constructor(init: ValidationErrorInit) {
    super(init.message);
    this.name = "FDKClientValidationError";
    this.details = init.details;
  }
}

/** A 2xx response whose body is not what the operation promises. */
export class FDKResponseValidationError extends Error {
  readonly details: unknown;

  constructor(init: ValidationErrorInit) {
    super(init.message);
    this.name = "FDKResponseValidationError";
    // A deep copy, as the official class does, so later mutation of the source cannot change the report.
    this.details = init.details === undefined ? undefined : JSON.parse(JSON.stringify(init.details));
  }
}

/** An Error class whose instances are named `name`, as the official SDK's message-only errors are. */
function namedError(name: string) {
  return class extends Error {
    constructor(message: string) {
      super(message);
      this.name = name;
    }
  };
}

/** Configuration (application id/token, options) rejected. */
export class FDKInvalidCredentialError extends namedError("FDKInvalidCredentialError") {}
export class FDKException extends namedError("FDKException") {}

const UNABLE_TO_CONNECT = "Unable to connect";

interface NetworkErrorInit {
  /** "unreachable": the transport failed (refused, DNS, reset); "timeout": no answer in time. */
  reason?: "unreachable" | "timeout";
  method?: string;
  url?: string;
  cause?: unknown;
}

/**
 * The service could not be reached or did not answer in time. Both read 'Unable to connect' because
 * callers treat them alike (service unavailable); `reason` tells them apart for logs. Extends
 * FDKException so a generic `instanceof FDKException` handler still catches it.
 */
export class FDKNetworkError extends FDKException {
  readonly reason: "unreachable" | "timeout";
  readonly method?: string;
  readonly url?: string;

  constructor(init: NetworkErrorInit = {}) {
    super(UNABLE_TO_CONNECT);
    this.name = "FDKNetworkError";
    this.reason = init.reason ?? "unreachable";
    this.method = init.method;
    this.url = init.url;
    if (init.cause !== undefined) this.cause = init.cause;
  }
}
