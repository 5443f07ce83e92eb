import type { CategoryItem } from "~/sdk/api";
import type { SectionLoader, SectionViewBuilder } from "./types";
import type { TileData } from "./shared";
import type { CategoriesListingView } from "./categories-listing";
import { blockSlugs, numberProp, sectionBlocks, textProp, toTile } from "./props.server";

interface CategoriesListingData {
  groups: { department: string; categories: TileData[] }[];
}

/** Spec §9: home shows the first 10 child categories per department. */
const CATEGORIES_PER_DEPARTMENT = 10;

/** The department's child categories (level 2), or its top-level ones when it has no children. */
function childCategories(items: CategoryItem[]): CategoryItem[] {
  const children = items.flatMap((item) => (Array.isArray(item?.childs) ? item.childs : []));
  return (children.length > 0 ? children : items).filter((category) => category?.slug && category?.name);
}

export const load: SectionLoader<CategoriesListingData> = async (section, { api }) => {
  const departments = blockSlugs(sectionBlocks(section), "department");
  const requests = departments.length > 0 ? departments.map((department) => ({ department })) : [{}];
  const responses = await Promise.all(requests.map((args) => api.catalog.getCategories(args)));
  return {
    groups: responses.map((response, i) => {
      const wanted = departments[i];
      const data = Array.isArray(response?.data) ? response.data : [];
      const entries = wanted ? data.filter((entry) => entry.department === wanted) : data;
      const items = (entries.length > 0 ? entries : data).flatMap((entry) => entry.items ?? []);
      return {
        department: wanted ?? "",
        categories: childCategories(items)
          .slice(0, CATEGORIES_PER_DEPARTMENT)
          .map((category) => toTile(category, category.banners?.portrait, category.banners?.landscape)),
      };
    }),
  };
};

export const view: SectionViewBuilder<CategoriesListingView, CategoriesListingData> = (section, data) => {
  const limit = numberProp(section?.props, "item_count", Infinity, 1);
  const seen = new Set<string>();
  const tiles = (data?.groups ?? [])
    .flatMap((group) => group.categories)
    .filter((tile) => !seen.has(tile.slug) && !!seen.add(tile.slug))
    .slice(0, limit);
  return {
    heading: textProp(section?.props, "heading", "Shop by category"),
    description: textProp(section?.props, "description"),
    tiles,
  };
};
