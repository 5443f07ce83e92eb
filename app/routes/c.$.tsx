import type { MetaFunction } from "@remix-run/react";
import { useLoaderData } from "@remix-run/react";
import { SectionList } from "~/components/SectionList";
import { customLinkLoader } from "~/custom-link.server";

export const loader = customLinkLoader;

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Page Not Found." }];

/** `/c/…`: a theme custom template (its nested paths too); `/c/?url=` only redirects. */
export default function CustomTemplate() {
  const { sections } = useLoaderData<typeof loader>();
  return <SectionList {...sections} />;
}
