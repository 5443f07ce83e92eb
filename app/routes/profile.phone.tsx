import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { ContactsPage } from "~/components/profile/ContactsPage";
import { handlePhoneAction, loadPhones } from "~/profile/contacts.server";
import { privatePageHeaders, privatePageMeta } from "~/lib/cache-headers";

export function loader({ request, context }: LoaderFunctionArgs) {
  return loadPhones(request, context);
}

export function action({ request, context }: ActionFunctionArgs) {
  return handlePhoneAction(request, context);
}

export const headers = privatePageHeaders;

export const meta = privatePageMeta("Phone numbers");

export default function ProfilePhone() {
  const view = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return <ContactsPage kind="phone" view={view} result={result} />;
}
