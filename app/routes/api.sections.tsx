import type { LoaderFunctionArgs } from "@remix-run/node";
import { loadSectionViewsFor } from "~/theme.server";

/**
 * The views of sleeping sections the browser wakes as the shopper scrolls (decision 35):
 * `?page=<theme page>&path=<the page's path and query>&key=<index-name>…`.
 */
export function loader({ request, context }: LoaderFunctionArgs) {
  return loadSectionViewsFor(request, context);
}
