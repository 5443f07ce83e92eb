import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { ContactsPage } from "~/components/profile/ContactsPage";
import { handlePhoneAction, loadPhones } from "~/profile/contacts.server";
import { privatePageHeaders } from "~/lib/cache-headers";

export function loader({ request, context }: LoaderFunctionArgs) {
  return loadPhones(request, context);
}

export function action({ request, context }: ActionFunctionArgs) {
  return handlePhoneAction(request, context);
}

export const headers = privatePageHeaders;

export const meta: MetaFunction = () => [{ title: "Phone numbers" }, { name: "robots", content: "noindex" }];

export default function ProfilePhone() {
  const view = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return <ContactsPage kind="phone" view={view} result={result} />;
}
