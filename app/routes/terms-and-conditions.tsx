import type { LoaderFunctionArgs } from "@remix-run/node";
import { loadLegalPage } from "~/content/legal.server";

/** /terms-and-conditions/ (spec part 1 §2.1): the store's legal text 'tnc', rendered on the server. */
export const loader = ({ request, context }: LoaderFunctionArgs) => loadLegalPage(request, context, "tnc");
export { publicPageHeaders as headers } from "~/lib/cache-headers";
export {
  ContentPage as default,
  contentLinks as links,
  contentMeta as meta,
} from "~/components/content/ContentArticle";
