import type { LoaderFunctionArgs } from "@remix-run/node";
import { lookUpPincode } from "~/components/AddressForm.server";
import { requestScope } from "~/request-scope.server";

/**
 * The address form's pincode check (JavaScript only; without it the server checks the pincode when
 * the form is posted): the city, state and state code of a pincode, or 'Enter Valid Pincode'.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const pincode = (url.searchParams.get("pincode") ?? "").trim().slice(0, 20);
  const country = (url.searchParams.get("country") ?? "IN").slice(0, 2);
  const fill = pincode ? await lookUpPincode(requestScope(request, context).api, pincode, country) : null;
  const headers = { "Cache-Control": "private, max-age=300" };
  return Response.json(fill ?? { error: "Enter Valid Pincode" }, { headers });
}
