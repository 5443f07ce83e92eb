import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ListingPage, listingMeta } from "~/components/ListingPage";
import { publicPageHeaders } from "~/lib/cache-headers";
import { loadListing } from "~/listing.server";

/** /products/ — every product; `q` runs a search. */
export function loader({ request, context }: LoaderFunctionArgs) {
  return loadListing(request, context, "products");
}

export const headers = () => publicPageHeaders();

export const meta: MetaFunction<typeof loader> = ({ data }) => listingMeta(data, "Products");

export default function Products() {
  return <ListingPage data={useLoaderData<typeof loader>()} />;
}
