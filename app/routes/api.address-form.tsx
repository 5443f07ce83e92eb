import type { LoaderFunctionArgs } from "@remix-run/node";
import { loadAddressCountry } from "~/components/AddressForm.server";
import { requestScope } from "~/request-scope.server";

/**
 * The address form's rows for a country (`?country=US`, JavaScript only: a country change loads them
 * with a fetcher; without JavaScript the form's own action re-renders it): the country's code, phone
 * code, rows and list choices. An unknown code answers the default country's form.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const country = (new URL(request.url).searchParams.get("country") ?? "").slice(0, 2);
  const form = await loadAddressCountry(requestScope(request, context).api, country);
  return Response.json(form, { headers: { "Cache-Control": "private, max-age=300" } });
}
