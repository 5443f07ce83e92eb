/**
 * Discovery beyond the listing: colour variants of a product, product comparison and search
 * suggestions (auto-complete).
 */
import { and, asc, desc, eq, ilike } from "drizzle-orm";
import type {
  AutocompleteItem,
  AutoCompleteResponse,
  ProductCompareResponse,
  ProductVariantItem,
  ProductVariantsResponse,
} from "../../contract/types";
import type { Db } from "../../db/client";
import { collections, products } from "../../db/schema";
import { notFound } from "../../http/errors";
import { searchProducts } from "./listing";
import { BASE_PRICING, listingInCurrency, type Pricing } from "./money";
import {
  attributeLabel,
  getProductsBySlugs,
  pageAction,
  productAction,
  variantColumns,
  variantSiblings,
  visibleAttributes,
} from "./products";
import type { CatalogState } from "./state";

// ---- variants ----

function shortHash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h.toString(16).padStart(8, "0");
}

/**
 * Colour variants: the products of the same brand, department and leaf category whose names differ
 * only by their colour (products.variant_group). One item per colour, the product itself included;
 * no other colour → no variants.
 */
export async function productVariants(db: Db, slug: string): Promise<ProductVariantsResponse> {
  const [product] = await db
    .select({ ...variantColumns, variantGroup: products.variantGroup })
    .from(products)
    .where(eq(products.slug, slug))
    .limit(1);
  if (!product) throw notFound(`Product ${slug} not found`);
  const siblings = await variantSiblings(db, product);
  const colour = (p: { attributes: Record<string, string> }) => p.attributes.primary_color ?? "";
  const seen = new Set([colour(product)]);
  const members = [product, ...siblings.filter((s) => !seen.has(colour(s)) && seen.add(colour(s)))];
  if (members.length < 2) return { variants: [] };
  const items: ProductVariantItem[] = members.map((p) => ({
    uid: p.uid,
    slug: p.slug,
    name: p.name,
    value: colour(p),
    color: p.attributes.primary_color_hex ?? "",
    color_name: colour(p),
    medias: p.medias,
    is_available: p.sellable,
    action: productAction(p.slug),
    _custom_json: {},
  }));
  return {
    variants: [
      {
        header: "Colour",
        key: "color",
        display_type: "color",
        group_id: shortHash(product.variantGroup ?? product.slug),
        total: items.length,
        items,
      },
    ],
  };
}

// ---- comparison ----

export async function compareProducts(
  db: Db,
  state: CatalogState,
  slugs: string[],
  pricing: Pricing = BASE_PRICING,
): Promise<ProductCompareResponse> {
  const items = await getProductsBySlugs(db, await state.dictionary(await state.revision()), slugs, pricing);
  const missing = slugs.find((s) => !items.some((p) => p.slug === s));
  if (missing) throw notFound(`Product ${missing} not found`);
  const keys: string[] = [];
  for (const item of items)
    for (const [key] of visibleAttributes(item.attributes)) if (!keys.includes(key)) keys.push(key);
  const leaves = new Set(items.map((p) => p.category_map.l3.name));
  return {
    title: leaves.size === 1 ? `Compare ${[...leaves][0]}` : "Compare products",
    subtitle: items.map((p) => p.brand.name).join(" vs "),
    items,
    attributes_metadata: [
      { title: "Product details", details: keys.map((key) => ({ key, display: attributeLabel(key) })) },
    ],
  };
}

// ---- auto-complete ----

const PRODUCT_SUGGESTIONS = 5;
const OTHER_SUGGESTIONS = 3;

/** A suggested brand, category or collection page. */
function pageSuggestion(
  type: "brand" | "category" | "collection",
  display: string,
  slug: string,
  logo: string,
  custom: Record<string, unknown> = {},
): AutocompleteItem {
  return {
    display,
    type,
    logo: { url: logo, type: "image" },
    action: pageAction(type, slug, `/${type}/${slug}/`),
    _custom_json: { slug, ...custom },
  };
}

/** Up to 5 products (most popular first), then matching brands, categories and collections. */
export async function autoComplete(
  db: Db,
  state: CatalogState,
  q: string,
  pricing: Pricing = BASE_PRICING,
): Promise<AutoCompleteResponse> {
  const text = q.trim().toLowerCase();
  const dict = await state.dictionary(await state.revision());
  const escaped = text.replace(/[\\%_]/g, (c) => `\\${c}`);
  const [found, collectionRows] = await Promise.all([
    searchProducts(db, state, text, PRODUCT_SUGGESTIONS),
    db
      .select({ name: collections.name, slug: collections.slug, logo: collections.logo })
      .from(collections)
      .where(
        and(eq(collections.isActive, true), eq(collections.published, true), ilike(collections.name, `%${escaped}%`)),
      )
      .orderBy(desc(collections.priority), asc(collections.uid))
      .limit(OTHER_SUGGESTIONS),
  ]);
  const matches = (name: string) => name.toLowerCase().includes(text);
  const items: AutocompleteItem[] = [
    ...found.map((p) => ({
      display: p.name,
      type: "product",
      logo: p.medias[0] ?? { url: "", type: "image" as const },
      action: p.action,
      _custom_json: {
        slug: p.slug,
        uid: p.uid,
        subtitle: p.brand.name,
        brand: p.brand.name,
        price: listingInCurrency(p, pricing).price,
        image: p.medias[0]?.url ?? "",
      },
    })),
    ...dict.brands
      .filter((b) => matches(b.name))
      .sort((a, b) => a.priority - b.priority)
      .slice(0, OTHER_SUGGESTIONS)
      .map((b) => pageSuggestion("brand", b.name, b.slug, b.logo)),
    ...dict.categories
      .filter((c) => matches(c.name))
      .sort((a, b) => b.level - a.level)
      .slice(0, OTHER_SUGGESTIONS)
      .map((c) => pageSuggestion("category", c.name, c.slug, c.banner, { level: c.level })),
    ...collectionRows.map((c) => pageSuggestion("collection", c.name, c.slug, c.logo)),
  ];
  return { items };
}
