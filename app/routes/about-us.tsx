import type { LoaderFunctionArgs } from "@remix-run/node";
import { loadCustomPage } from "~/content/pages.server";

/** /about-us (spec part 1 §2.1): the store's custom page 'about-us'. */
export const loader = ({ request, context }: LoaderFunctionArgs) => loadCustomPage(request, context, "about-us");
export { publicPageHeaders as headers } from "~/lib/cache-headers";
export {
  ContentPage as default,
  contentLinks as links,
  contentMeta as meta,
} from "~/components/content/ContentArticle";
