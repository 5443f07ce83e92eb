/**
 * Shared by the storefront integration tests, which call route loaders and actions directly: the
 * load context over the in-process test service, and a signed-in shopper's session cookie.
 */
import type { AppLoadContext } from "@remix-run/node";
import { requestScope } from "../../app/request-scope.server";
import { commitSession } from "../../app/session.server";
import type { ServiceRuntime } from "../../service/runtime";
import { TEST_APPLICATION_ID, TEST_APPLICATION_TOKEN } from "./constants";

export const STOREFRONT_ORIGIN = "http://localhost:3000";

/** The storefront's load context, its service calls answered in-process by the test service. */
export const storefrontContext = (service: ServiceRuntime): AppLoadContext => ({
  cspNonce: "",
  commerce: {
    baseUrl: STOREFRONT_ORIGIN,
    applicationId: TEST_APPLICATION_ID,
    applicationToken: TEST_APPLICATION_TOKEN,
    transport: (request) => Promise.resolve(service.app.fetch(request)),
  },
});

/** The storefront's session cookie of a shopper signed in to the service (`f.session=…`), with `extra` session values. */
export async function signedInCookie(
  context: AppLoadContext,
  serviceCookie: string,
  extra: { profileSkipped?: boolean } = {},
): Promise<string> {
  const session = await requestScope(new Request(`${STOREFRONT_ORIGIN}/`), context).session();
  session.set("userToken", serviceCookie.replace(/^f\.session=/, ""));
  if (extra.profileSkipped) session.set("profileSkipped", true);
  return (await commitSession(session)).split(";")[0];
}

/**
 * The session cookie a storefront response sets (`name=value`), if any: what a browser keeps
 * between requests. Other cookies of the response (the analytics events cookie) are not the session.
 */
export function sessionCookieOf(response: Response): string | undefined {
  return response.headers
    .getSetCookie()
    .find((set) => set.startsWith("__vitrine="))
    ?.split(";")[0];
}
