import type { LoaderFunctionArgs } from "@remix-run/node";
import { loadListing } from "~/listing.server";

export function loader({ request, params, context }: LoaderFunctionArgs) {
  return loadListing(request, context, "category", params.slug);
}

export { ListingRoute as default, listingRouteMeta as meta } from "~/components/ListingPage";
export { listingHeaders as headers } from "~/listing.server";
