import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { DepartmentNav } from "~/components/DepartmentNav";
import { Pager } from "~/components/Pager";
import { ThemeSections } from "~/components/ThemeSections";
import { brandUrl } from "~/lib/links";
import { TileList } from "~/sections/shared";
import { brandsHeaders, brandsLoader } from "~/brands.server";

export const loader = brandsLoader;
export const headers = brandsHeaders;

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.department ? `${data.department.name} brands` : "Brands" },
];

export default function Brands() {
  const { department, departments, brands, pager, themeSections } = useLoaderData<typeof loader>();
  return (
    <div className="listing-page">
      <h1>{department ? `${department.name} brands` : "Brands"}</h1>
      <DepartmentNav base="/brands/" departments={departments} current={department?.slug} />
      {brands.length ? (
        <TileList items={brands} href={brandUrl} className="tile-list--logos" imageWidth={200} imageHeight={200} />
      ) : (
        <p>No brands found.</p>
      )}
      <Pager view={pager} />
      <ThemeSections sections={themeSections} />
    </div>
  );
}
