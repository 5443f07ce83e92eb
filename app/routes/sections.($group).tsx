import type { MetaFunction } from "@remix-run/react";
import { useLoaderData } from "@remix-run/react";
import { SectionList } from "~/components/SectionList";
import { sectionPageHeaders, sectionPageLoader } from "~/section-page.server";

export const loader = sectionPageLoader;
export const headers = sectionPageHeaders;

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Page Not Found." }];

/**
 * `/sections/:group`: a theme page of sections (spec §2.2), or the theme's not-found template (404);
 * `/sections` alone is that 404 too (section-page.server).
 */
export default function SectionPage() {
  const { sections } = useLoaderData<typeof loader>();
  return <SectionList {...sections} />;
}
