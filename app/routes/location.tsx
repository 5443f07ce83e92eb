/**
 * The shopper's delivery location. The header's form posts here: a valid, served pincode is kept in
 * the session (one day) and the shopper goes back to the page they were on; otherwise, without
 * JavaScript, this page shows the error with the typed value. With JavaScript the header's fetcher
 * gets the result as data and the page does not reload.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { LocationForm } from "~/components/LocationForm";
import { privatePageHeaders } from "~/lib/cache-headers";
import { activeLocation } from "~/lib/location";
import { safeRedirect } from "~/lib/redirect";
import { lookupLocation, saveLocation } from "~/location.server";
import { requestScope } from "~/request-scope.server";
import { commitSession } from "~/session.server";

export const meta: MetaFunction = () => [{ title: "Delivery location" }];
export const headers = privatePageHeaders;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const session = await requestScope(request, context).session();
  const url = new URL(request.url);
  return {
    location: activeLocation(session.get("location"), Date.now()),
    redirectTo: safeRedirect(url.searchParams.get("redirectTo"), "/"),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const scope = requestScope(request, context);
  const redirectTo = safeRedirect(form.get("redirectTo"), "/");
  const enhanced = form.get("enhanced") === "1";
  const choice = await lookupLocation(scope.api, form.get("pincode"));
  if ("error" in choice) return data({ ...choice, redirectTo }, { status: 400 });
  const session = await scope.session();
  saveLocation(session, choice.location);
  const headers = { "Set-Cookie": await commitSession(session) };
  // The fetcher (JavaScript) stays on its page, which then reloads its data; a plain form goes back.
  if (enhanced) return data({ ...choice, redirectTo }, { headers });
  return redirect(redirectTo, { headers });
}

export default function LocationPage() {
  const { location, redirectTo } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <section className="location-page">
      <h1>Delivery location</h1>
      <LocationForm
        id="location-page"
        current={location}
        redirectTo={result?.redirectTo ?? redirectTo}
        result={result ?? null}
        standalone
      />
    </section>
  );
}
