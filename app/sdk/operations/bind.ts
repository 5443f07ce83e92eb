/** Turns operation rows into functions that send the request through an ApiClient. */
import { snakeToCamel, type ApiClient, type QueryValue } from "../client";
import type { OperationDef } from "./table";

function bindOperation(client: Pick<ApiClient, "request">, operation: OperationDef) {
  return (args?: Record<string, unknown> | null) => {
    const given = args ?? {};
    const query: Record<string, QueryValue> = {};
    for (const name of operation.query ?? []) query[name] = given[snakeToCamel(name)] as QueryValue;
    // `requestHeaders`: the official SDK's per-call headers argument.
    const headers = given.requestHeaders as Record<string, string> | undefined;
    return client.request({
      method: operation.method,
      path: operation.path,
      pathParams: given,
      query,
      ...(operation.body ? { body: given.body } : {}),
      ...(headers ? { headers } : {}),
    });
  };
}

/** Binds every operation of a table to a client; the result has the table's shape. */
export function bindOperations(
  client: Pick<ApiClient, "request">,
  table: Record<string, Record<string, OperationDef>>,
) {
  return Object.fromEntries(
    Object.entries(table).map(([module, operations]) => [
      module,
      Object.fromEntries(
        Object.entries(operations).map(([name, operation]) => [name, bindOperation(client, operation)]),
      ),
    ]),
  );
}
