import type { LoaderFunctionArgs } from "@remix-run/node";
import { checkIfsc } from "~/profile/refund-accounts.server";

/**
 * The refund-account form's IFSC check (JavaScript only, on leaving the field; without it the "Check
 * IFSC" button and the service check it when the form is posted): the bank and branch of an IFSC.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const ifsc = (new URL(request.url).searchParams.get("ifsc_code") ?? "").trim().slice(0, 20);
  const found = await checkIfsc(request, context, ifsc);
  return Response.json(found, { headers: { "Cache-Control": "private, max-age=300" } });
}
