/** The shape of an operation table: what each row says and which method names a module may have. */
import type { StorefrontApi } from "../api";
import type { HttpMethod } from "../client";

export interface OperationDef {
  method: HttpMethod;
  /** Below the domain, with `{snake_case}` path parameters. */
  path: string;
  /** Query parameter wire names; each is read from the camelCase argument of the same name. */
  query?: readonly string[];
  /** Sends the `body` argument as JSON (the official SDK's `{body}` convention). */
  body?: true;
}

/** Operations for some of one StorefrontApi module's methods (no other names allowed). */
export type ModuleOperations<M extends keyof StorefrontApi> = { [K in keyof StorefrontApi[M]]?: OperationDef };

/** A table of operations for some of StorefrontApi's modules. */
export type OperationTable = { [M in keyof StorefrontApi]?: ModuleOperations<M> };
