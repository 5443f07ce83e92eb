import type { MetaFunction } from "@remix-run/react";
import { useLoaderData } from "@remix-run/react";
import { SectionList } from "~/components/SectionList";
import { notFoundLoader } from "~/not-found-page.server";

/**
 * Any path no route matches: a 404 showing the theme's not-found template (its `page-not-found`
 * page's sections). Without one the loader throws the 404 and root's ErrorBoundary shows the plain
 * not-found view (inside the store layout); only root renders NotFound, so its code travels in
 * root's chunk, not a shared one.
 */
export const loader = notFoundLoader;

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Page Not Found." }];

export default function CatchAll() {
  const { sections } = useLoaderData<typeof loader>();
  return <SectionList {...sections} />;
}
