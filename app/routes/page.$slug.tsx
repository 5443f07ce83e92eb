import type { LoaderFunctionArgs } from "@remix-run/node";
import { loadCustomPage } from "~/content/pages.server";

/**
 * /page/:slug (spec part 1 §2.1, §2.5): a custom page's HTML and CSS. Its scripts are removed on
 * the server and never run (see app/content/pages.server.ts).
 */
export const loader = ({ request, context, params }: LoaderFunctionArgs) =>
  loadCustomPage(request, context, params.slug);
export { publicPageHeaders as headers } from "~/lib/cache-headers";
export {
  ContentPage as default,
  contentLinks as links,
  contentMeta as meta,
} from "~/components/content/ContentArticle";
