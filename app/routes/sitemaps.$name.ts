import type { LoaderFunctionArgs } from "@remix-run/node";
import { loadChildSitemap } from "~/content/sitemap.server";

/** /sitemaps/pages.xml and /sitemaps/products-n.xml: the children of /sitemap.xml. */
export const loader = ({ request, context, params }: LoaderFunctionArgs) =>
  loadChildSitemap(request, context, params.name);
