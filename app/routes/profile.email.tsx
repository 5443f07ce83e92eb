import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { ContactsPage } from "~/components/profile/ContactsPage";
import { handleEmailAction, loadEmails } from "~/profile/contacts.server";
import { privatePageHeaders, privatePageMeta } from "~/lib/cache-headers";

export function loader({ request, context }: LoaderFunctionArgs) {
  return loadEmails(request, context);
}

export function action({ request, context }: ActionFunctionArgs) {
  return handleEmailAction(request, context);
}

export const headers = privatePageHeaders;

export const meta = privatePageMeta("E-mail addresses");

export default function ProfileEmail() {
  const view = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return <ContactsPage kind="email" view={view} result={result} />;
}
