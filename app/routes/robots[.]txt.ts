import type { LoaderFunctionArgs } from "@remix-run/node";
import { loadRobotsTxt } from "~/content/sitemap.server";

/** /robots.txt: the store's SEO configuration's rules and its sitemap (app/content/sitemap.server.ts). */
export const loader = ({ request, context }: LoaderFunctionArgs) => loadRobotsTxt(request, context);
