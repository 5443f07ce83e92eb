import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Pager } from "~/components/Pager";
import { ThemeSections } from "~/components/ThemeSections";
import { collectionUrl } from "~/lib/links";
import { TileList } from "~/sections/shared";
import { collectionsHeaders, collectionsLoader } from "~/collections.server";

export const loader = collectionsLoader;
export const headers = collectionsHeaders;

export const meta: MetaFunction = () => [{ title: "Collections" }];

export default function Collections() {
  const { collections, pager, themeSections } = useLoaderData<typeof loader>();
  return (
    <div className="listing-page">
      <h1>Collections</h1>
      {collections.length ? (
        <TileList items={collections} href={collectionUrl} imageWidth={300} imageHeight={400} />
      ) : (
        <p>No collections yet.</p>
      )}
      <Pager view={pager} />
      <ThemeSections sections={themeSections} />
    </div>
  );
}
