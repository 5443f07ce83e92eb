/**
 * The sign-in page's server side. The route imports this one module only: a browser chunk gets an
 * empty stand-in for every *.server module its route imports, and stand-ins shared with other
 * routes become requests of their own (ARCHITECTURE.md §4, page weight).
 */
import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { requireVisitor, sessionHeaders } from "~/auth/shopper.server";
import { redirectParam } from "~/auth/forms.server";

export { handleLogin } from "~/auth/password.server";

export async function loadLoginPage({ request, context }: LoaderFunctionArgs) {
  const state = await requireVisitor(request, context);
  return data({ redirectUrl: redirectParam(request) }, { headers: await sessionHeaders(state) });
}
