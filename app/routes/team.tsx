import type { LoaderFunctionArgs } from "@remix-run/node";
import { loadCustomPage } from "~/content/pages.server";

/** /team/ (spec part 1 §2.1 team): the store's custom page 'team', its people with their roles and portraits. */
export const loader = ({ request, context }: LoaderFunctionArgs) => loadCustomPage(request, context, "team");
export { publicPageHeaders as headers } from "~/lib/cache-headers";
export {
  ContentPage as default,
  contentLinks as links,
  contentMeta as meta,
} from "~/components/content/ContentArticle";
