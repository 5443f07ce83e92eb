import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { DepartmentNav } from "~/components/DepartmentNav";
import { Pagination } from "~/components/Pagination";
import { publicPageHeaders } from "~/lib/cache-headers";
import { brandUrl } from "~/lib/links";
import { LISTING_PAGE_SIZE } from "~/lib/listing";
import { readPageNo } from "~/lib/pagination";
import { cachedPublic, critical } from "~/sdk.server";
import { TileList } from "~/sections/shared";
import { notFound } from "~/http.server";
import { requestScope } from "~/request-scope.server";

/** /brands/ and /brands/:department — every brand, or a department's, 12 to a page. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const api = requestScope(request, context).api;
  const url = new URL(request.url);
  const pageNo = readPageNo(url.searchParams);
  const departments = await critical(cachedPublic("catalog:departments", () => api.catalog.getDepartments()));
  const department = params.department ? departments.items.find((d) => d.slug === params.department) : undefined;
  if (params.department && !department) throw notFound();
  const brands = await critical(
    api.catalog.getBrands({ department: department?.slug, pageNo, pageSize: LISTING_PAGE_SIZE }),
  );
  return {
    department: department ? { name: department.name, slug: department.slug } : null,
    departments: departments.items.map((d) => ({ name: d.name, slug: d.slug })),
    brands: brands.items.map((b) => ({ name: b.name, slug: b.slug, image: b.logo.url })),
    page: brands.page,
    search: url.search,
  };
}

export const headers = () => publicPageHeaders();

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.department ? `${data.department.name} brands` : "Brands" },
];

export default function Brands() {
  const { department, departments, brands, page, search } = useLoaderData<typeof loader>();
  const path = department ? `/brands/${department.slug}` : "/brands/";
  return (
    <div className="listing-page">
      <h1>{department ? `${department.name} brands` : "Brands"}</h1>
      <DepartmentNav base="/brands/" departments={departments} current={department?.slug} />
      {brands.length ? (
        <TileList items={brands} href={brandUrl} className="tile-list--logos" imageWidth={200} imageHeight={200} />
      ) : (
        <p>No brands found.</p>
      )}
      <Pagination page={page} path={path} params={search} />
    </div>
  );
}
