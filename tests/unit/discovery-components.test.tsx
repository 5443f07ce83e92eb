/**
 * Server HTML of the discovery components — what a shopper without JavaScript gets. The components
 * use Remix's router hooks (Form, Link, useFetcher, useSubmit), so each renders inside a static data
 * router, the way RemixServer renders them (@remix-run/testing is not installed). React reports markup
 * mistakes (bad attributes, keys) through console.error, which fails the test (tests/setup.ts).
 */
import type { ReactElement } from "react";
import { describe, expect, it } from "vitest";
import { renderAt } from "./helpers/render-at";
import type { Page, ProductFilter, ProductListingDetail, ProductSortOn } from "~/sdk/api";
import { FilterPanel } from "~/components/FilterPanel";
import { FACET_VALUES_SHOWN, filterPanelView } from "~/lib/facets";
import { pagerView } from "~/lib/pagination";
import { Pager } from "~/components/Pager";
import { InfiniteProductList } from "~/components/InfiniteProductList";
import { ProductGrid } from "~/components/ProductGrid";
import { toProductCardData } from "~/product-card.server";
import { SearchBox } from "~/components/SearchBox";
import { MAX_QUERY_LENGTH } from "~/lib/search";
import { SortSelect } from "~/components/SortSelect";
import { listingProduct } from "./section-fixtures";

const render = (element: ReactElement, url = "/products/") => renderAt(url, element);

/** Unescapes the few entities React writes in attributes and text. */
const decode = (html: string) =>
  html
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

/** The opening tag of the first element matching all `parts` (attribute fragments). */
function tag(html: string, name: string, ...parts: string[]): string | undefined {
  return html.match(new RegExp(`<${name}\\b[^>]*>`, "g"))?.find((t) => parts.every((p) => t.includes(p)));
}

// ---------------------------------------------------------------------------------------------
// Fixtures

const filters: ProductFilter[] = [
  {
    key: { name: "brand", display: "Brand", kind: "multivalued" },
    values: [
      { display: "Nike", value: "nike", count: 23, is_selected: true },
      { display: "Puma", value: "puma", count: 1, is_selected: false },
      { display: "Adidas", value: "adidas", count: 4, is_selected: false },
    ],
  },
  {
    key: { name: "department", display: "Department", kind: "multivalued" },
    values: [
      { display: "Men", value: "men", count: 40, is_selected: false },
      { display: "Women", value: "women", count: 12, is_selected: false },
    ],
  },
  {
    key: { name: "price", display: "Price", kind: "range" },
    values: [
      {
        display: "₹100 - ₹5,000",
        is_selected: true,
        min: 100,
        max: 5000,
        selected_min: 500,
        selected_max: 2000,
        query_format: "[{},INR TO {},INR]",
        currency_code: "INR",
        currency_symbol: "₹",
      },
    ],
  },
];

const sortOptions: ProductSortOn[] = [
  { display: "Popularity", name: "Popularity", value: "popular", is_selected: false },
  { display: "Price Low to High", name: "Price Low to High", value: "price_asc", is_selected: true },
  { display: "Latest Products", name: "Latest Products", value: "latest", is_selected: false },
];

const product = listingProduct;

const numberPage = (current: number, itemTotal: number): Page => ({
  type: "number",
  current,
  item_total: itemTotal,
  size: 12,
  has_next: current * 12 < itemTotal,
});

// ---------------------------------------------------------------------------------------------
describe("FilterPanel", () => {
  const params = "q=shirt&sort_on=price_asc&brand=nike&price=%5B500%2CINR+TO+2000%2CINR%5D&page_no=3";
  const view = (query = params, locked?: Record<string, string>, path = "/products/") =>
    filterPanelView(filters, { path, params: new URLSearchParams(query), locked });

  it("is a visible GET form to the listing, labelled by its heading, with no dialog", async () => {
    const html = await render(<FilterPanel panel={view()} action="/products/" resultText="23 products" />);
    expect(tag(html, "form", 'method="get"', 'action="/products/"')).toBeDefined();
    expect(html).not.toContain("<dialog");
    expect(html).not.toMatch(/\shidden[\s=>]/);
    expect(html).toMatch(/<section class="filter-panel" aria-labelledby="([^"]+)"><h2 id="\1"/);
    expect(html).toContain("Apply filters");
    expect(html).not.toContain("Show 23");
  });

  it("has one fieldset with a legend per facet and checkboxes named by key, checked from is_selected", async () => {
    const html = await render(<FilterPanel panel={view()} action="/products/" />);
    expect(html.match(/<fieldset/g)).toHaveLength(3);
    expect(html).toContain("<legend>Brand</legend>");
    expect(html).toContain("<legend>Department</legend>");
    expect(tag(html, "input", 'type="checkbox"', 'name="brand"', 'value="nike"', "checked")).toBeDefined();
    expect(tag(html, "input", 'name="brand"', 'value="puma"')).not.toContain("checked");
    expect(tag(html, "input", 'name="department"', 'value="women"')).toBeDefined();
  });

  it("labels counts for screen readers and draws them from data-count", async () => {
    const html = await render(<FilterPanel panel={view("")} action="/products/" />);
    expect(tag(html, "input", 'value="nike"')).toContain('aria-label="Nike, 23 products"');
    expect(tag(html, "input", 'value="puma"')).toContain('aria-label="Puma, 1 product"');
    expect(html).toContain('<label class="filter-value" data-count="23"><input type="checkbox" name="brand"');
  });

  it("keeps q and sort_on in hidden inputs and drops page_no", async () => {
    const html = await render(<FilterPanel panel={view()} action="/products/" />);
    expect(tag(html, "input", 'type="hidden"', 'name="q"', 'value="shirt"')).toBeDefined();
    expect(tag(html, "input", 'type="hidden"', 'name="sort_on"', 'value="price_asc"')).toBeDefined();
    expect(html).not.toContain('name="page_no"');
  });

  it("renders range facets as labelled min/max number inputs with the current selection", async () => {
    const html = await render(<FilterPanel panel={view()} action="/products/" />);
    const min = tag(html, "input", 'name="price_min"');
    const max = tag(html, "input", 'name="price_max"');
    expect(min).toMatch(/type="number"/);
    expect(min).toContain('value="500"');
    expect(min).toContain('min="100"');
    expect(max).toContain('value="2000"');
    expect(max).toContain('max="5000"');
    expect(html).toContain("<label>Minimum (₹)<input");
  });

  it("shows the locked filter fixed (disabled, checked) and keeps it applied with a hidden input", async () => {
    const html = await render(
      <FilterPanel panel={view("", { brand: "nike" }, "/brand/nike/")} action="/brand/nike/" />,
      "/brand/nike/",
    );
    expect(tag(html, "input", 'type="hidden"', 'name="brand"', 'value="nike"')).toBeDefined();
    const locked = tag(html, "input", 'type="checkbox"', "disabled");
    expect(locked).toContain("checked");
    expect(locked).not.toContain("name=");
    // other values of the locked key are not offered
    expect(html).not.toContain('value="puma"');
    expect(locked).toContain('aria-label="Nike, 23 products (always applied on this page)"');
    // the department facet is still free
    expect(tag(html, "input", 'name="department"', 'value="men"')).toBeDefined();
  });

  it("links 'Clear all' to the listing without filters but with q and sort_on", async () => {
    const html = decode(await render(<FilterPanel panel={view()} action="/products/" />));
    expect(html).toContain('href="/products/?q=shirt&sort_on=price_asc"');
    expect(html).toContain("Clear all");
  });

  it("says so when there are no facets", async () => {
    const html = await render(
      <FilterPanel
        panel={filterPanelView([], { path: "/products/", params: new URLSearchParams() })}
        action="/products/"
      />,
    );
    expect(html).toContain("No filters for these products.");
  });
});

// ---------------------------------------------------------------------------------------------
describe("filterPanelView: the first values, and Show more", () => {
  const many: ProductFilter[] = [
    {
      key: { name: "colour", display: "Colour", kind: "multivalued" },
      values: Array.from({ length: 10 }, (_, i) => ({
        display: `Colour ${i + 1}`,
        value: `c${i + 1}`,
        count: 1000 + i,
        is_selected: i === 8,
      })),
    },
  ];

  it("shows the first six values and every selected one, and links to the whole facet", () => {
    const { facets } = filterPanelView(many, {
      path: "/products/",
      params: new URLSearchParams("colour=c9&page_no=2"),
    });
    expect(FACET_VALUES_SHOWN).toBe(6);
    expect(facets[0].values?.map((v) => v.value)).toEqual(["c1", "c2", "c3", "c4", "c5", "c6", "c9"]);
    expect(facets[0].values?.[0]).toEqual({
      value: "c1",
      text: "Colour 1",
      count: "1,000",
      label: "Colour 1, 1,000 products",
      checked: false,
    });
    expect(facets[0].more).toEqual({ count: 3, href: "/products/?colour=c9&more=colour#facet-colour" });
  });

  it("shows a facet whole when the URL names it in `more`, and the form keeps it so", () => {
    const panel = filterPanelView(many, { path: "/products/", params: new URLSearchParams("more=colour&q=red") });
    expect(panel.facets[0].values).toHaveLength(10);
    expect(panel.facets[0].more).toBeUndefined();
    expect(panel.hidden).toEqual([
      ["q", "red"],
      ["more", "colour"],
    ]);
    expect(panel.clearHref).toBe("/products/?q=red");
  });

  it("renders Show more as a link that works without JavaScript", async () => {
    const html = decode(
      await render(
        <FilterPanel
          panel={filterPanelView(many, { path: "/products/", params: new URLSearchParams() })}
          action="/products/"
        />,
      ),
    );
    expect(tag(html, "a", 'href="/products/?more=colour#facet-colour"')).toBeDefined();
    expect(html).toContain('Show 3 more<span class="visually-hidden"> colour values</span>');
    // the first six and the selected ninth
    expect(html.match(/type="checkbox"/g)).toHaveLength(7);
  });
});

// ---------------------------------------------------------------------------------------------
describe("SortSelect", () => {
  it("is a GET form with a labelled select, the selected option, the other params hidden and a Sort button", async () => {
    const html = await render(
      <SortSelect
        options={sortOptions}
        action="/products/"
        params="q=shirt&brand=nike&brand=puma&sort_on=popular&page_no=4"
      />,
    );
    expect(tag(html, "form", 'method="get"', 'action="/products/"')).toBeDefined();
    const select = tag(html, "select", 'name="sort_on"')!;
    const id = select.match(/id="([^"]+)"/)![1];
    expect(html).toContain(`<label for="${id}" class="sort-select__label">Sort by</label>`);
    expect(html).toContain('<option value="price_asc" selected="">Price Low to High</option>');
    expect(html).toContain('<option value="popular">Popularity</option>');
    expect(tag(html, "input", 'type="hidden"', 'name="q"', 'value="shirt"')).toBeDefined();
    expect(html.match(/name="brand"/g)).toHaveLength(2);
    expect(html).not.toContain('name="page_no"');
    expect(html.match(/name="sort_on"/g)).toHaveLength(1);
    // without JS the button is visible
    expect(html).toMatch(/<button type="submit" class="sort-select__submit button">Sort<\/button>/);
  });

  it("renders nothing without options", async () => {
    expect(await render(<SortSelect options={[]} action="/products/" />)).toBe("");
  });
});

// ---------------------------------------------------------------------------------------------
describe("Pager (pagerView)", () => {
  const Pagination = (p: { page: Page; path: string; params?: string }) => (
    <Pager view={pagerView(p.page, p.path, p.params)} />
  );
  it("links pages with the current one marked and rel prev/next, keeping the query", async () => {
    const html = decode(
      await render(<Pagination page={numberPage(2, 60)} path="/products/" params="brand=nike&page_no=2" />),
    );
    expect(html).toContain('<nav aria-label="Pagination"');
    expect(tag(html, "a", 'rel="prev"')).toContain('href="/products/?brand=nike"');
    expect(tag(html, "a", 'rel="next"')).toContain('href="/products/?brand=nike&page_no=3"');
    expect(tag(html, "a", 'aria-current="page"')).toContain('aria-label="Page 2"');
    expect(html.match(/aria-current="page"/g)).toHaveLength(1);
    expect(tag(html, "a", 'aria-label="Page 5"')).toContain('href="/products/?brand=nike&page_no=5"');
  });

  it("disables Previous on the first page and Next on the last", async () => {
    const first = await render(<Pagination page={numberPage(1, 30)} path="/products/" />);
    expect(first).toMatch(/<span class="pagination__step pagination__step--disabled" aria-disabled="true">Previous/);
    expect(tag(first, "a", 'rel="next"')).toContain('href="/products/?page_no=2"');
    const last = await render(<Pagination page={numberPage(3, 30)} path="/products/" />);
    expect(last).toMatch(/aria-disabled="true">Next/);
  });

  it("shows gaps on long listings and nothing for a single page", async () => {
    const html = await render(<Pagination page={numberPage(6, 240)} path="/products/" />);
    expect(html.match(/class="pagination__gap" aria-hidden="true"/g)).toHaveLength(2);
    expect(await render(<Pagination page={numberPage(1, 5)} path="/products/" />)).toBe("");
  });
});

// ---------------------------------------------------------------------------------------------
describe("ProductGrid", () => {
  it("lists product cards", async () => {
    const html = await render(<ProductGrid products={[product(1), product(2)].map(toProductCardData)} />);
    expect(html).toContain('<ul class="product-list--grid product-grid" aria-label="Products">');
    expect(html.match(/<article class="product-card">/g)).toHaveLength(2);
    expect(html).toContain('href="/product/product-2"');
  });

  it("gives a stored raster photo the image endpoint's srcset and sizes, SVG art a plain src", async () => {
    const photo = {
      ...product(3),
      medias: [{ url: "/service/storage/files/0123456789abcdef01234567/p3.jpg", type: "image" }],
    };
    const html = await render(
      <ProductGrid products={[product(1), photo as ProductListingDetail].map(toProductCardData)} />,
    );
    const [svg, jpg] = html.match(/<img [^>]*>/g)!;
    expect(svg).toContain('src="/service/media/p1.svg"');
    expect(svg).not.toContain("srcSet");
    expect(jpg).toContain('src="/service/storage/files/0123456789abcdef01234567/p3.jpg"');
    expect(jpg).toContain(
      `srcSet="${[160, 320, 480, 640].map((w) => `/service/images/${w}/0123456789abcdef01234567/p3.jpg ${w}w`).join(", ")}"`,
    );
    expect(jpg).toContain('sizes="(min-width: 1024px) 320px, (min-width: 768px) 33vw, 50vw"');
    expect(jpg).toContain('alt="Product 3"');
  });

  it("shows the empty state with a clear-filters link", async () => {
    const html = await render(<ProductGrid products={[]} clearFiltersHref="/products/?q=shirt" />);
    expect(html).toContain("<h2>No products found</h2>");
    expect(tag(html, "a", 'href="/products/?q=shirt"')).toBeDefined();
    expect(html).toContain("Clear filters");
    expect(await render(<ProductGrid products={[]} />)).not.toContain("Clear filters");
  });
});

// ---------------------------------------------------------------------------------------------
describe("InfiniteProductList", () => {
  it("server-renders the first page, an empty live region and the pagination fallback", async () => {
    const items = Array.from({ length: 12 }, (_, i) => toProductCardData(product(i + 1)));
    const html = decode(
      await render(
        <InfiniteProductList
          initialItems={items}
          page={numberPage(1, 30)}
          pager={pagerView(numberPage(1, 30), "/products/", "brand=nike")}
          loaderPath="/products/"
          params="?brand=nike"
        />,
        "/products/?brand=nike",
      ),
    );
    expect(html.match(/<article class="product-card">/g)).toHaveLength(12);
    expect(html).toContain('<p class="visually-hidden" role="status" aria-live="polite"></p>');
    expect(html).toContain('<nav aria-label="Pagination"');
    expect(tag(html, "a", 'rel="next"')).toContain('href="/products/?brand=nike&page_no=2"');
    expect(html).not.toContain("Loading more products");
  });
});

// ---------------------------------------------------------------------------------------------
describe("SearchBox", () => {
  it("is a working GET search form without JavaScript", async () => {
    const html = await render(<SearchBox defaultQuery="red shirt" />);
    expect(tag(html, "form", 'method="get"', 'action="/products/"', 'role="search"')).toBeDefined();
    const input = tag(html, "input", 'name="q"')!;
    expect(input).toContain('type="search"');
    expect(input).toContain(`maxLength="${MAX_QUERY_LENGTH}"`);
    expect(input).toContain('value="red shirt"');
    const id = input.match(/id="([^"]+)"/)![1];
    expect(html).toContain(`<label for="${id}" class="visually-hidden">Search products</label>`);
    expect(html).toMatch(/<button type="submit" class="search-box__submit">Search<\/button>/);
  });

  it("does not announce a combobox or listbox until JavaScript runs", async () => {
    const html = await render(<SearchBox />);
    expect(html).not.toContain('role="combobox"');
    expect(html).not.toContain('role="listbox"');
    expect(html).not.toContain("aria-expanded");
  });

  it("gives each instance its own ids", async () => {
    const html = await render(
      <>
        <SearchBox />
        <SearchBox />
      </>,
    );
    const ids = [...html.matchAll(/<input[^>]*id="([^"]+)"/g)].map((m) => m[1]);
    expect(ids).toHaveLength(2);
    expect(new Set(ids).size).toBe(2);
  });
});
