import type { LoaderFunctionArgs } from "@remix-run/node";
import { loadLegalPage } from "~/content/legal.server";

/** /return-policy/ (spec part 1 §2.1): the store's legal text 'returns', rendered on the server. */
export const loader = ({ request, context }: LoaderFunctionArgs) => loadLegalPage(request, context, "returns");
export { publicPageHeaders as headers } from "~/lib/cache-headers";
export {
  ContentPage as default,
  contentLinks as links,
  contentMeta as meta,
} from "~/components/content/ContentArticle";
