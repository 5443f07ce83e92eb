import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ListingPage, listingMeta } from "~/components/ListingPage";
import { publicPageHeaders } from "~/lib/cache-headers";
import { loadListing } from "~/listing.server";

export function loader({ request, params, context }: LoaderFunctionArgs) {
  return loadListing(request, context, "brand", params.slug);
}

export const headers = () => publicPageHeaders();

export const meta: MetaFunction<typeof loader> = ({ data }) => listingMeta(data);

export default function BrandListing() {
  return <ListingPage data={useLoaderData<typeof loader>()} />;
}
