/**
 * The sample addresses the theme editor frames a page with a parameter at (`product/:slug`, a
 * collection's, brand's or category's listing): the store's first product, collection, brand or
 * category, read through the storefront API — only the kinds the theme's page paths need. A kind
 * the store has none of (or whose list cannot be read) has no sample, and its pages stay out of the
 * editor's page picker.
 */
import type { StorefrontApi } from "~/sdk";
import { pathSampleKinds, type PathSamples, type SampleKind } from "~/lib/theme-editor";

const firstSlug: Record<SampleKind, (api: StorefrontApi) => Promise<string | undefined>> = {
  product: async (api) => (await api.catalog.getProducts({ pageSize: 1 })).items[0]?.slug,
  collection: async (api) => (await api.catalog.getCollections({ pageSize: 1 })).items[0]?.slug,
  brand: async (api) => (await api.catalog.getBrands({ pageSize: 1 })).items[0]?.slug,
  category: async (api) => (await api.catalog.getCategories()).data.flatMap((department) => department.items)[0]?.slug,
};

/** A sample slug of each kind these theme page paths' parameters need (one call per kind). */
export async function pageSamples(api: StorefrontApi, paths: readonly string[]): Promise<PathSamples> {
  const kinds = new Set(paths.flatMap((path) => pathSampleKinds(path) ?? []));
  const samples: PathSamples = {};
  await Promise.all(
    [...kinds].map(async (kind) => {
      try {
        const slug = await firstSlug[kind](api);
        if (slug) samples[kind] = slug;
      } catch (error) {
        console.error(`[editor] no sample ${kind}:`, error instanceof Error ? error.message : error);
      }
    }),
  );
  return samples;
}
