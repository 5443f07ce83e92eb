import type { LoaderFunctionArgs } from "@remix-run/node";
import { loadSitemapIndex } from "~/content/sitemap.server";

/** /sitemap.xml: the sitemap index of the store's pages and products (app/content/sitemap.server.ts). */
export const loader = ({ request, context }: LoaderFunctionArgs) => loadSitemapIndex(request, context);
