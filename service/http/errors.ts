/**
 * The service's error envelope: every failure is JSON `{success: false, message, request_id, errors?, code?}`
 * with a 4xx/5xx status — never an HTML page or a stack trace.
 */
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { z } from "zod";
import type { ErrorBody } from "../contract/types";

export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly errors?: Record<string, string[]>,
    /** A machine-readable reason, e.g. "ACCOUNT_LOCKED", sent as the envelope's `code`. */
    readonly code?: string,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export const notFound = (message: string) => new ApiError(404, message);

/** The first row a query answers (give it `.limit(1)`), or a 404 with `message` when there is none. */
export async function firstOrNotFound<T>(rows: PromiseLike<T[]>, message: string): Promise<T> {
  const [row] = await rows;
  if (!row) throw notFound(message);
  return row;
}

/** A 400 with field errors, whose message is the first field's first message. */
export const invalidFields = (errors: Record<string, string[]>) =>
  new ApiError(400, Object.values(errors)[0][0], errors);

/**
 * A 429 that says when to try again: the error handler sends `retry-after` with it, so domain code
 * that refuses a call for a while needs no response to set the header on.
 */
export class RetryLater extends ApiError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, message);
    this.name = "RetryLater";
  }
}

export function errorBody(
  requestId: string,
  message: string,
  errors?: Record<string, string[]>,
  code?: string,
): ErrorBody {
  const body: ErrorBody = { success: false, message, request_id: requestId };
  if (errors) body.errors = errors;
  if (code) body.code = code;
  return body;
}

/** Turns a zod error into the field-error map `{field: ["message"]}`. */
export function fieldErrors(error: z.ZodError): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join(".") : "_";
    (out[key] ??= []).push(issue.message);
  }
  return out;
}

function validationError(error: z.ZodError): ApiError {
  const errors = fieldErrors(error);
  const fields = Object.keys(errors).join(", ");
  return new ApiError(400, `Invalid request: ${fields}`, errors);
}

/** A zod schema that yields a T from any input (transforms and defaults included). */
type Schema<T> = z.ZodType<T, z.ZodTypeDef, unknown>;

/** Parses the query string with a zod schema; repeated keys arrive as arrays. */
export function parseQuery<T>(c: Context, schema: Schema<T>): T {
  const raw: Record<string, string | string[]> = {};
  for (const [key, values] of Object.entries(c.req.queries())) raw[key] = values.length > 1 ? values : values[0];
  const result = schema.safeParse(raw);
  if (!result.success) throw validationError(result.error);
  return result.data;
}

/** Parses path parameters with a zod schema. */
export function parseParams<T>(c: Context, schema: Schema<T>): T {
  const result = schema.safeParse(c.req.param());
  if (!result.success) throw validationError(result.error);
  return result.data;
}

/** Parses a JSON body with a zod schema; a body that is not JSON is a 400 too. */
export async function parseJson<T>(c: Context, schema: Schema<T>): Promise<T> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new ApiError(400, "Request body must be JSON", { _: ["Request body must be JSON"] });
  }
  const result = schema.safeParse(body);
  if (!result.success) throw validationError(result.error);
  return result.data;
}

/** Query helpers shared by list endpoints. */
export const queryInt = (min: number, max: number) => z.coerce.number().int().min(min).max(max);
export const queryBool = z.enum(["true", "false"]).transform((v) => v === "true");
