import { useActionData, useLoaderData } from "@remix-run/react";
import { ContactsPage } from "~/components/profile/ContactsPage";
import type { handlePhoneAction, loadPhones } from "~/profile/contacts.server";
import { privatePage } from "~/lib/cache-headers";

export { loadPhones as loader, handlePhoneAction as action } from "~/profile/contacts.server";

export const { headers, meta } = privatePage("Phone numbers");

export default function ProfilePhone() {
  const view = useLoaderData<typeof loadPhones>();
  const result = useActionData<typeof handlePhoneAction>();
  return <ContactsPage kind="phone" view={view} result={result} />;
}
