import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { listingMeta } from "~/components/ListingPage";
import { loadListing } from "~/listing.server";

/** /products/ — every product; `q` runs a search. */
export function loader({ request, context }: LoaderFunctionArgs) {
  return loadListing(request, context, "products");
}

export const meta: MetaFunction<typeof loader> = ({ data }) => listingMeta(data, "Products");

export { ListingRoute as default } from "~/components/ListingPage";
export { listingHeaders as headers } from "~/listing.server";
