/**
 * The brands page's loader and headers, in a server module of its own so that the browser build
 * has one empty stand-in inside the route's file instead of shared files (bench/README.md).
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { publicPageHeaders } from "~/lib/cache-headers";
import { LISTING_PAGE_SIZE } from "~/lib/listing";
import { pagerView, readPageNo } from "~/lib/pagination";
import { cachedPublic, critical } from "~/sdk.server";
import { notFound } from "~/http.server";
import { requestScope } from "~/request-scope.server";
import { extraPageSections } from "~/theme.server";

/** /brands/ and /brands/:department — every brand, or a department's, 12 to a page. */
export async function brandsLoader({ request, params, context }: LoaderFunctionArgs) {
  const api = requestScope(request, context).api;
  const url = new URL(request.url);
  const pageNo = readPageNo(url.searchParams);
  const themeSections = extraPageSections(request, context, "brands");
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
    pager: pagerView(brands.page, department ? `/brands/${department.slug}` : "/brands/", url.searchParams),
    themeSections: await themeSections,
  };
}

export const brandsHeaders = () => publicPageHeaders();
