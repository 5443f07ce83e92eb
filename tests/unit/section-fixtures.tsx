/**
 * Fixtures of the theme-section tests (sections, stock-sections, content-sections,
 * discovery-components): sections and blocks made of props, a product of a listing, a fake
 * catalogue API, and the section rendered as a page renders it.
 */
import { renderToStaticMarkup } from "react-dom/server";
// Section buttons are router links.
import { StaticRouter } from "react-router-dom/server";
import type { ProductListingDetail, SectionBlock, SectionProp, StorefrontApi, ThemeSection } from "~/sdk/api";
import { getSection, type SectionName } from "~/sections/registry";
import { getSectionView } from "~/sections/loaders.server";
import type { SectionLoadContext } from "~/sections/types";

/** Section props from plain values (a boolean is a checkbox, anything else text). */
const props = (values: Record<string, unknown>): Record<string, SectionProp> =>
  Object.fromEntries(
    Object.entries(values).map(([id, value]) => [
      id,
      { type: typeof value === "boolean" ? "checkbox" : "text", value },
    ]),
  );

export const block = (type: string, values: Record<string, unknown>): SectionBlock => ({
  type,
  name: type,
  props: props(values),
});

export const section = (
  name: string,
  values: Record<string, unknown> = {},
  blocks: SectionBlock[] = [],
  extra: Partial<ThemeSection> = {},
): ThemeSection => ({
  name,
  label: name,
  props: props(values),
  blocks,
  ...extra,
});

/** Product `n` of a listing (₹999, marked ₹1,999, 50% off, one image, brand Acme), with `extra` fields. */
export const listingProduct = (n: number, extra: Record<string, unknown> = {}): ProductListingDetail =>
  ({
    uid: n,
    slug: `product-${n}`,
    name: `Product ${n}`,
    brand: { uid: 1, name: "Acme" },
    medias: [{ url: `/service/media/p${n}.svg`, type: "image" }],
    price: {
      effective: { min: 999, max: 999, currency_code: "INR", currency_symbol: "₹" },
      marked: { min: 1999, max: 1999, currency_code: "INR", currency_symbol: "₹" },
    },
    discount: "50% OFF",
    ...extra,
  }) as unknown as ProductListingDetail;

/** A section loader's context whose API has only these catalogue calls. */
export const fakeApi = (catalog: Partial<StorefrontApi["catalog"]>): SectionLoadContext => ({
  api: { catalog } as unknown as StorefrontApi,
  url: new URL("https://shop.test/"),
});

/** The section as a page renders it: its view built on the server, then its component ("" for no view). */
export function render(name: SectionName, s: ThemeSection, data?: unknown, index = 1): string {
  const view = getSectionView(name)!(s, data);
  if (view === null) return "";
  const { Component } = getSection(name)!;
  return renderToStaticMarkup(
    <StaticRouter location="/">
      <Component view={view} index={index} />
    </StaticRouter>,
  );
}

/** How many times `pattern` occurs in `html`. */
export const count = (html: string, pattern: RegExp) => (html.match(new RegExp(pattern.source, "g")) ?? []).length;
