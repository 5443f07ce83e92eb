import { useActionData, useLoaderData } from "@remix-run/react";
import { ContactsPage } from "~/components/profile/ContactsPage";
import type { handleEmailAction, loadEmails } from "~/profile/contacts.server";
import { privatePage } from "~/lib/cache-headers";

export { loadEmails as loader, handleEmailAction as action } from "~/profile/contacts.server";

export const { headers, meta } = privatePage("E-mail addresses");

export default function ProfileEmail() {
  const view = useLoaderData<typeof loadEmails>();
  const result = useActionData<typeof handleEmailAction>();
  return <ContactsPage kind="email" view={view} result={result} />;
}
