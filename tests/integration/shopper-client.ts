/**
 * A small client for account tests: signed calls with an optional session cookie and client
 * address, and registering a fresh shopper (which signs them in).
 */
import { randomBytes } from "node:crypto";
import type { ServiceRuntime } from "../../service/runtime";
import { signedRequest } from "./helpers";

export const AUTH = "/service/application/user/authentication/v1.0";
export const PASSWORD = "Secret#123";

export interface CallResult {
  status: number;
  body: any;
  headers: Headers;
}

export interface Shopper {
  id: string;
  email: string;
  cookie: string;
}

export function shopperClient(getService: () => ServiceRuntime) {
  let address = 0;
  const call = async (
    path: string,
    init: Parameters<typeof signedRequest>[1] & { cookie?: string; ip?: string } = {},
  ): Promise<CallResult> => {
    const { cookie, ip, ...rest } = init;
    const headers = { ...rest.headers, ...(cookie ? { cookie } : {}), "x-forwarded-for": ip ?? "203.0.113.9" };
    const response = await getService().app.fetch(signedRequest(path, { ...rest, headers }));
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null, headers: response.headers };
  };
  const register = async (overrides: Record<string, unknown> = {}): Promise<Shopper> => {
    const email = `shopper.${randomBytes(5).toString("hex")}@example.com`;
    const res = await call(`${AUTH}/register/form`, {
      method: "POST",
      body: { first_name: "Asha", last_name: "Rao", email, password: PASSWORD, gender: "female", ...overrides },
      ip: `198.51.100.${(++address % 250) + 1}`,
    });
    if (res.status !== 200) throw new Error(`register failed: ${res.status} ${JSON.stringify(res.body)}`);
    const cookie = /(?:^|,\s*)(f\.session=[^;]*)/.exec(res.headers.get("set-cookie") ?? "")?.[1];
    if (!cookie) throw new Error("no session cookie");
    return { id: res.body.user._id as string, email, cookie };
  };
  return { call, register };
}
