import { describe, expect, it } from "vitest";
import {
  applyFilters,
  buildFilterString,
  clearFilters,
  countSelectedFilters,
  filtersFromSearchParams,
  isFilterKey,
  parseFilterString,
  parseRangeValue,
  rangeInputsToFilters,
  rangeValue,
  RESERVED_QUERY_KEYS,
  toggleFilterValue,
} from "~/lib/filters";
import { pageLinks, readPageNo, withPage } from "~/lib/pagination";
import {
  MAX_QUERY_LENGTH,
  normalizeQuery,
  parseStoredSearches,
  readSuggestions,
  rememberSearch,
  SEARCH_DEBOUNCE_MS,
  searchUrl,
  serializeSearches,
  shouldSuggest,
  START_SEARCH_LENGTH_DEFAULT,
  suggestionsFromAutoComplete,
  SUGGESTION_LIMIT,
  toOtherSuggestion,
  toProductSuggestion,
} from "~/lib/search";
import {
  addMultipleToCompare,
  addToCompare,
  canAddToCompare,
  compareUrl,
  MAX_COMPARE,
  parseCompareIds,
  parseStoredCompare,
  removeFromCompare,
  resetCompare,
  shouldFetchComparison,
  toCompareSuggestion,
} from "~/lib/compare";
import { chosenFilterNames, listingDescription, type ListingContext } from "~/lib/meta-description";
import { breadcrumbJsonLd, jsonLdScript, organizationJsonLd, pageUrl, productJsonLd, productPageUrl } from "~/lib/seo";
import { appendUnique, INFINITE_SCROLL_THRESHOLD_PX, LISTING_PAGE_SIZE, shouldLoadNextPage } from "~/lib/listing";
import { listingQuery, readSortOn } from "~/lib/listing-query";
import type { ProductDetail } from "~/sdk/api";

const qs = (text: string) => new URLSearchParams(text);

// ---------------------------------------------------------------------------------------------
describe("filters: URL ⇄ filter string", () => {
  it("reserves search, sort and paging keys", () => {
    for (const key of ["q", "sort_on", "page_no", "page_size", "page_id", "page_type"]) {
      expect(RESERVED_QUERY_KEYS).toContain(key);
      expect(isFilterKey(key)).toBe(false);
    }
    expect(isFilterKey("__csr")).toBe(false);
    expect(isFilterKey("brand")).toBe(true);
  });

  it("reads repeated params per key, skipping reserved keys, blanks, duplicates and __ values", () => {
    const params = qs(
      "brand=nike&brand=puma&brand=nike&department=men&sort_on=price_asc&page_no=2&q=shirt&color=&size=__all&__csr=true",
    );
    expect(filtersFromSearchParams(params)).toEqual({ brand: ["nike", "puma"], department: ["men"] });
  });

  it("keeps a locked filter applied and ignores URL values for its key", () => {
    expect(filtersFromSearchParams(qs("brand=puma&department=men"), { brand: "nike" })).toEqual({
      department: ["men"],
      brand: ["nike"],
    });
    expect(filtersFromSearchParams(qs(""), { brand: "nike" })).toEqual({ brand: ["nike"] });
  });

  it("does not let __proto__ or constructor keys reach the prototype", () => {
    const filters = filtersFromSearchParams(qs("__proto__=x&constructor=y"));
    expect(Object.getPrototypeOf(filters)).toBe(Object.prototype);
    expect(filters).toEqual({ constructor: ["y"] });
  });

  it("builds key:v1||v2:::key2:v with keys in a stable order", () => {
    expect(buildFilterString({ department: ["men"], brand: ["nike", "puma"] })).toBe(
      "brand:nike||puma:::department:men",
    );
    expect(buildFilterString({ brand: ["nike", "puma"], department: ["men"] })).toBe(
      "brand:nike||puma:::department:men",
    );
  });

  it("drops __ values, blank values, empty keys and values that would break the format", () => {
    expect(buildFilterString({ brand: ["__all", " nike ", ""], color: [], size: ["a||b", "m"], "": ["x"] })).toBe(
      "brand:nike:::size:m",
    );
    expect(buildFilterString({})).toBe("");
  });

  it("carries range values with their own colons and commas", () => {
    const f = buildFilterString({ price: ["[100,INR TO 500,INR]"], brand: ["nike"] });
    expect(f).toBe("brand:nike:::price:[100,INR TO 500,INR]");
    expect(parseFilterString(f)).toEqual({ brand: ["nike"], price: ["[100,INR TO 500,INR]"] });
  });

  it("parses filter strings tolerantly", () => {
    expect(parseFilterString("brand:nike||puma:::department:men")).toEqual({
      brand: ["nike", "puma"],
      department: ["men"],
    });
    expect(parseFilterString("brand:nike:::bogus:::brand:adidas||__x:::nokey")).toEqual({ brand: ["nike", "adidas"] });
    expect(parseFilterString("")).toEqual({});
    expect(parseFilterString(null)).toEqual({});
  });

  it("round-trips URL → f → selection", () => {
    const selection = filtersFromSearchParams(
      qs("brand=nike&brand=puma&department=men&price=%5B100%2CINR+TO+500%2CINR%5D"),
    );
    expect(parseFilterString(buildFilterString(selection))).toEqual(selection);
  });

  it("toggles one value and goes back to page 1", () => {
    const added = toggleFilterValue(qs("brand=nike&q=shirt&page_no=3"), "brand", "puma");
    expect(added.getAll("brand")).toEqual(["nike", "puma"]);
    expect(added.get("page_no")).toBeNull();
    expect(added.get("q")).toBe("shirt");
    const removed = toggleFilterValue(added, "brand", "nike");
    expect(removed.getAll("brand")).toEqual(["puma"]);
    expect(toggleFilterValue("brand=nike", "brand", "nike").toString()).toBe("");
    // the input is not mutated
    const source = qs("brand=nike");
    toggleFilterValue(source, "brand", "puma");
    expect(source.toString()).toBe("brand=nike");
  });

  it("applies a selection: replaces filter keys, keeps q and sort_on, resets page", () => {
    const next = applyFilters(qs("brand=nike&color=red&q=shirt&sort_on=price_asc&page_no=4"), {
      department: ["men"],
      brand: ["puma"],
    });
    expect(next.toString()).toBe("q=shirt&sort_on=price_asc&brand=puma&department=men");
  });

  it("clears filters but keeps the search and the sort", () => {
    expect(clearFilters("brand=nike&q=shirt&price_min=1&sort_on=latest&page_no=2").toString()).toBe(
      "q=shirt&sort_on=latest",
    );
  });

  it("counts selected values", () => {
    expect(countSelectedFilters("brand=nike&brand=puma&q=x&price_min=10&department=men")).toBe(3);
  });
});

describe("filters: ranges", () => {
  it("formats range values with the facet's query format", () => {
    expect(rangeValue(100, 500)).toBe("[100,INR TO 500,INR]");
    expect(rangeValue(10, 50, "[{} TO {}]")).toBe("[10 TO 50]");
    expect(rangeValue(99.5, 100.25, "[{},USD TO {},USD]")).toBe("[99.5,USD TO 100.25,USD]");
    expect(rangeValue(0.1 + 0.2, 1)).toBe("[0.3,INR TO 1,INR]");
  });

  it("parses range values", () => {
    expect(parseRangeValue("[100,INR TO 500,INR]")).toEqual({ min: 100, max: 500 });
    expect(parseRangeValue("[10 TO 50]")).toEqual({ min: 10, max: 50 });
    expect(parseRangeValue("[1.5,USD TO 2,USD]")).toEqual({ min: 1.5, max: 2 });
    expect(parseRangeValue("100-500")).toBeNull();
    expect(parseRangeValue("[a TO b]")).toBeNull();
    expect(parseRangeValue(null)).toBeNull();
  });

  it("folds min/max inputs into the range param and resets the page", () => {
    const next = rangeInputsToFilters(qs("q=shirt&price_min=100&price_max=500&brand=nike&page_no=2"));
    expect(next.get("price")).toBe("[100,INR TO 500,INR]");
    expect(next.get("price_min")).toBeNull();
    expect(next.get("price_max")).toBeNull();
    expect(next.get("page_no")).toBeNull();
    expect(next.getAll("brand")).toEqual(["nike"]);
    expect(filtersFromSearchParams(next)).toEqual({ brand: ["nike"], price: ["[100,INR TO 500,INR]"] });
  });

  it("replaces an earlier range, removes a cleared one, swaps reversed bounds", () => {
    expect(rangeInputsToFilters("price=%5B1%2CINR+TO+2%2CINR%5D&price_min=10&price_max=20").getAll("price")).toEqual([
      "[10,INR TO 20,INR]",
    ]);
    expect(rangeInputsToFilters("price=%5B1%2CINR+TO+2%2CINR%5D&price_min=&price_max=").has("price")).toBe(false);
    expect(rangeInputsToFilters("price_min=500&price_max=100").get("price")).toBe("[100,INR TO 500,INR]");
  });

  it("fills an empty side from the bounds and drops a range equal to them", () => {
    const options = { bounds: { price: { min: 0, max: 5000 } }, queryFormats: { price: "[{},USD TO {},USD]" } };
    expect(rangeInputsToFilters("price_min=100&price_max=", options).get("price")).toBe("[100,USD TO 5000,USD]");
    expect(rangeInputsToFilters("price_min=0&price_max=5000", options).has("price")).toBe(false);
    expect(rangeInputsToFilters("price_min=&price_max=300").get("price")).toBe("[0,INR TO 300,INR]");
    // unknown bounds: an open max is the largest number the service's range parser takes
    expect(rangeInputsToFilters("price_min=100&price_max=").get("price")).toBe("[100,INR TO 999999999,INR]");
    expect(rangeInputsToFilters("price_min=1&price_max=99999999999999").get("price")).toBe("[1,INR TO 999999999,INR]");
  });

  it("leaves non-numeric *_min params alone and returns the params unchanged without range inputs", () => {
    expect(rangeInputsToFilters("size_max=XL").get("size_max")).toBe("XL");
    expect(rangeInputsToFilters("brand=nike&page_no=2").toString()).toBe("brand=nike&page_no=2");
  });
});

// ---------------------------------------------------------------------------------------------
describe("pagination", () => {
  it.each([
    [1, 120, [1, 2, 3, 4, 5, "gap", 10]],
    [4, 120, [1, 2, 3, 4, 5, "gap", 10]],
    [5, 120, [1, "gap", 4, 5, 6, "gap", 10]],
    [6, 120, [1, "gap", 5, 6, 7, "gap", 10]],
    [7, 120, [1, "gap", 6, 7, 8, 9, 10]],
    [10, 120, [1, "gap", 6, 7, 8, 9, 10]],
    [2, 36, [1, 2, 3]],
  ])("page %s of %s items", (current, itemTotal, pages) => {
    expect(pageLinks({ current, itemTotal, pageSize: 12 }).pages).toEqual(pages);
  });

  it("gives prev, next and last", () => {
    expect(pageLinks({ current: 1, itemTotal: 30, pageSize: 12 })).toEqual({
      pages: [1, 2, 3],
      prev: null,
      next: 2,
      last: 3,
    });
    expect(pageLinks({ current: 3, itemTotal: 30, pageSize: 12 })).toMatchObject({ prev: 2, next: null, last: 3 });
  });

  it("clamps bad input: empty listing, page past the end, zero page size", () => {
    expect(pageLinks({ current: 1, itemTotal: 0, pageSize: 12 })).toEqual({
      pages: [1],
      prev: null,
      next: null,
      last: 1,
    });
    expect(pageLinks({ current: 99, itemTotal: 24, pageSize: 12 })).toMatchObject({ prev: 1, next: null, last: 2 });
    expect(pageLinks({ current: NaN, itemTotal: 24, pageSize: 0 }).last).toBe(24);
  });

  it("honours maxLinks (at least 5)", () => {
    expect(pageLinks({ current: 50, itemTotal: 1200, pageSize: 12, maxLinks: 9 }).pages).toEqual([
      1,
      "gap",
      48,
      49,
      50,
      51,
      52,
      "gap",
      100,
    ]);
    expect(pageLinks({ current: 50, itemTotal: 1200, pageSize: 12, maxLinks: 2 }).pages).toEqual([
      1,
      "gap",
      50,
      "gap",
      100,
    ]);
  });

  it("writes page links: page_no set, page 1 without it, cursor dropped", () => {
    expect(withPage(qs("brand=nike&q=shirt"), 3)).toBe("?brand=nike&q=shirt&page_no=3");
    expect(withPage("brand=nike&page_no=3&page_id=abc", 1)).toBe("?brand=nike");
    expect(withPage("page_no=2", 1)).toBe("");
  });

  it("reads page_no safely", () => {
    expect(readPageNo(qs("page_no=3"))).toBe(3);
    expect(readPageNo(qs("page_no=0"))).toBe(1);
    expect(readPageNo(qs("page_no=-2"))).toBe(1);
    expect(readPageNo(qs("page_no=abc"))).toBe(1);
    expect(readPageNo(qs("page_no=99999999"))).toBe(1);
    expect(readPageNo(qs(""))).toBe(1);
  });
});

// ---------------------------------------------------------------------------------------------
describe("search", () => {
  it("has the spec's constants", () => {
    expect([START_SEARCH_LENGTH_DEFAULT, MAX_QUERY_LENGTH, SUGGESTION_LIMIT, SEARCH_DEBOUNCE_MS]).toEqual([
      1, 200, 5, 200,
    ]);
  });

  it("suggests for trimmed lengths between the start length and 200", () => {
    expect(shouldSuggest("")).toBe(false);
    expect(shouldSuggest("   ")).toBe(false);
    expect(shouldSuggest("a")).toBe(true);
    expect(shouldSuggest("ab", 3)).toBe(false);
    expect(shouldSuggest("abc", 3)).toBe(true);
    expect(shouldSuggest("x".repeat(200))).toBe(true);
    expect(shouldSuggest("x".repeat(201))).toBe(false);
    expect(shouldSuggest(` ${"x".repeat(200)} `)).toBe(true);
    expect(shouldSuggest("", 0)).toBe(true);
  });

  it("normalises queries", () => {
    expect(normalizeQuery("  shirt  ")).toBe("shirt");
    expect(normalizeQuery("y".repeat(250))).toHaveLength(200);
    expect(normalizeQuery(null)).toBe("");
    expect(searchUrl("red shirt")).toBe("/products/?q=red%20shirt");
    expect(searchUrl(" ")).toBe("/products/");
  });

  it("remembers searches: most recent first, case-insensitive de-dup, blank ignored, capped", () => {
    expect(rememberSearch(["shoes", "Shirt"], "shirt")).toEqual(["shirt", "shoes"]);
    expect(rememberSearch(["shoes"], "  ")).toEqual(["shoes"]);
    expect(rememberSearch([], " bag ")).toEqual(["bag"]);
    const many = Array.from({ length: 10 }, (_, i) => `q${i}`);
    expect(rememberSearch(many, "new")).toHaveLength(10);
    expect(rememberSearch(many, "new")[0]).toBe("new");
    expect(rememberSearch(many, "new", 3)).toEqual(["new", "q0", "q1"]);
  });

  it("stores and reads previous searches defensively", () => {
    expect(parseStoredSearches(serializeSearches(["a", "b"], 1))).toEqual(["a", "b"]);
    expect(JSON.parse(serializeSearches(["a"], 42))).toEqual({ value: ["a"], timestamp: 42 });
    expect(parseStoredSearches('["x","X",3,""]')).toEqual(["x"]);
    expect(parseStoredSearches("{not json")).toEqual([]);
    expect(parseStoredSearches(null)).toEqual([]);
  });

  it("maps a listing product to a suggestion (subtitle, first image, effective price)", () => {
    const suggestion = toProductSuggestion({
      name: "Red Shirt",
      slug: "red-shirt",
      brand: { name: "Acme" },
      attributes: { primary_color: "red" },
      medias: [
        { url: "/v.mp4", type: "video" },
        { url: "/img/a.jpg", type: "image" },
        { url: "/img/b.jpg", type: "image" },
      ],
      price: { effective: { min: 799, max: 999, currency_symbol: "₹" } },
    });
    expect(suggestion).toEqual({
      name: "Red Shirt",
      subtitle: "Acme",
      image: "/img/a.jpg",
      price: 799,
      currencySymbol: "₹",
      currencyCode: "INR",
      url: "/product/red-shirt",
    });
    expect(
      toProductSuggestion({ name: "X", slug: "x", attributes: { subtitle: "Slim fit" }, brand: { name: "Acme" } })
        .subtitle,
    ).toBe("Slim fit");
  });

  it("maps an auto-complete product item and rejects unsafe images", () => {
    const suggestion = toProductSuggestion({
      display: "Blue Jeans",
      type: "product",
      logo: { url: "javascript:alert(1)", type: "image" },
      action: { type: "page", page: { type: "product", params: { slug: ["blue-jeans"] } } },
      _custom_json: {},
    });
    expect(suggestion).toMatchObject({ name: "Blue Jeans", image: null, price: null, url: "/product/blue-jeans" });
    expect(
      toOtherSuggestion({
        display: "Nike",
        type: "brand",
        action: { type: "page", page: { type: "brand", params: { slug: ["nike"] } } },
      }),
    ).toEqual({
      display: "Nike",
      type: "brand",
      url: "/brand/nike",
    });
  });

  it("turns an auto-complete answer (as the service sends it) into search box data", () => {
    const product = (n: number) => ({
      display: `Shirt ${n}`,
      type: "product",
      logo: { url: `/service/media/s${n}.svg`, type: "image" as const },
      action: {
        type: "page",
        page: { type: "product", params: { slug: [`shirt-${n}`] }, url: `/product/shirt-${n}/` },
      },
      _custom_json: {
        slug: `shirt-${n}`,
        uid: n,
        subtitle: "Acme",
        brand: "Acme",
        price: { effective: { min: 499, max: 599, currency_code: "INR", currency_symbol: "₹" } },
        image: `/service/media/s${n}.svg`,
      },
    });
    const data = suggestionsFromAutoComplete({
      items: [
        ...Array.from({ length: 6 }, (_, i) => product(i + 1)),
        {
          display: "Acme",
          type: "brand",
          logo: { url: "/b.svg", type: "image" },
          action: { type: "page", page: { type: "brand", params: { slug: ["acme"] }, url: "/brand/acme/" } },
          _custom_json: { slug: "acme" },
        },
      ],
    });
    expect(data.products).toHaveLength(5);
    expect(data.products[0]).toEqual({
      name: "Shirt 1",
      subtitle: "Acme",
      image: "/service/media/s1.svg",
      price: 499,
      currencySymbol: "₹",
      currencyCode: "INR",
      url: "/product/shirt-1",
    });
    expect(data.others).toEqual([{ display: "Acme", type: "brand", url: "/brand/acme/" }]);
    expect(suggestionsFromAutoComplete(null)).toEqual({ products: [], others: [] });
  });

  it("reads suggestion data defensively and caps it at 5", () => {
    const product = {
      name: "P",
      subtitle: "",
      image: null,
      price: 1,
      currencySymbol: "₹",
      currencyCode: "INR",
      url: "/product/p",
    };
    expect(
      readSuggestions({ products: Array(8).fill(product), others: [{ display: "B", type: "brand", url: "/brand/b" }] })
        .products,
    ).toHaveLength(5);
    expect(readSuggestions(undefined)).toEqual({ products: [], others: [] });
    expect(readSuggestions({ products: "nope", others: [null, { display: 1 }] })).toEqual({ products: [], others: [] });
  });
});

// ---------------------------------------------------------------------------------------------
describe("compare list", () => {
  it("adds without duplicates and refuses an empty slug with the spec's message", () => {
    expect(addToCompare([], "a")).toEqual(["a"]);
    expect(addToCompare(["a"], "a")).toEqual(["a"]);
    expect(addToCompare(["a"], " b ")).toEqual(["a", "b"]);
    expect(() => addToCompare(["a"], "")).toThrow(new Error("No Product Slugs present"));
    expect(() => addToCompare(["a"], "   ")).toThrowError(/^No Product Slugs present$/);
    expect(() => addToCompare([], undefined)).toThrow("No Product Slugs present");
  });

  it("stops at MAX_COMPARE and ignores invalid slugs", () => {
    const full = ["a", "b", "c", "d"];
    expect(MAX_COMPARE).toBe(4);
    expect(addToCompare(full, "e")).toEqual(full);
    expect(canAddToCompare(full, "e")).toBe(false);
    expect(canAddToCompare(["a"], "e")).toBe(true);
    expect(canAddToCompare(["a"], "a")).toBe(false);
    expect(addToCompare(["a"], "bad slug/../")).toEqual(["a"]);
  });

  it("removes, resets and adds several", () => {
    expect(removeFromCompare(["a", "b"], "a")).toEqual(["b"]);
    expect(removeFromCompare(["a"], "z")).toEqual(["a"]);
    expect(resetCompare()).toEqual([]);
    expect(addMultipleToCompare(["a"], ["b", "a", "c"])).toEqual(["a", "b", "c"]);
    expect(() => addMultipleToCompare(["a"], [])).toThrow("No Product Slugs present");
  });

  it("parses ?id= lists", () => {
    expect(parseCompareIds("a, b,a,,bad slug,c")).toEqual(["a", "b", "c"]);
    expect(parseCompareIds("a,b,c,d,e")).toEqual(["a", "b", "c", "d"]);
    expect(parseCompareIds(null)).toEqual([]);
    expect(parseCompareIds("<script>")).toEqual([]);
  });

  it("builds the compare URL and decides when to fetch", () => {
    expect(compareUrl(["a", "b"])).toBe("/compare/?id=a,b");
    expect(compareUrl([])).toBe("/compare/");
    expect(shouldFetchComparison(["a"])).toBe(false);
    expect(shouldFetchComparison(["a", "b"])).toBe(true);
  });

  it("reads the stored list and maps compare suggestions", () => {
    expect(parseStoredCompare('{"value":["a","a","b"],"timestamp":1}')).toEqual(["a", "b"]);
    expect(parseStoredCompare("oops")).toEqual([]);
    expect(
      toCompareSuggestion({
        uid: 7,
        slug: "p-7",
        name: "P7",
        brand: { name: "Acme" },
        categories: [{ uid: 3 }, { uid: 4 }],
        medias: [{ url: "/m.jpg", type: "image" }],
        price: { effective: { min: 499 } },
      }),
    ).toEqual({
      name: "P7",
      subtitle: "Acme",
      uid: 7,
      slug: "p-7",
      category_id: 3,
      url: "/product/p-7",
      media: { url: "/m.jpg" },
      price: 499,
    });
  });
});

// ---------------------------------------------------------------------------------------------
const productDetail = (over: Partial<ProductDetail> = {}): ProductDetail =>
  ({
    uid: 1,
    slug: "red-shirt",
    name: "Red Shirt",
    item_code: "RS-001",
    brand: { uid: 2, name: "Acme", logo: { url: "/service/media/acme.svg", type: "image" } },
    medias: [
      { url: "/service/media/a.jpg", type: "image" },
      { url: "https://cdn.example.com/b.jpg", type: "image" },
      { url: "/v.mp4", type: "video" },
    ],
    price: {
      effective: { min: 799, max: 799, currency_code: "INR", currency_symbol: "₹" },
      marked: { min: 999, max: 999, currency_code: "INR", currency_symbol: "₹" },
    },
    description: "<p>Soft&nbsp;cotton <b>shirt</b></p>",
    short_description: "Soft shirt",
    rating: 4.5,
    rating_count: 12,
    sellable: true,
    attributes: { primary_color: "Red" },
    categories: [{ uid: 1, name: "Shirts" }],
    ...over,
  }) as unknown as ProductDetail;

describe("structured data", () => {
  const url = "https://shop.example.com/product/red-shirt";

  it("builds a Product with an Offer, rating and absolute images", () => {
    expect(productJsonLd(productDetail(), url)).toEqual({
      "@context": "https://schema.org",
      "@type": "Product",
      name: "Red Shirt",
      url,
      image: ["https://shop.example.com/service/media/a.jpg", "https://cdn.example.com/b.jpg"],
      brand: { "@type": "Brand", name: "Acme", logo: "https://shop.example.com/service/media/acme.svg" },
      sku: "RS-001",
      description: "Soft cotton shirt",
      color: "Red",
      category: "Shirts",
      aggregateRating: { "@type": "AggregateRating", ratingValue: 4.5, reviewCount: 12, bestRating: 5 },
      offers: { "@type": "Offer", priceCurrency: "INR", price: 799, availability: "https://schema.org/InStock", url },
    });
  });

  it("uses an AggregateOffer for a price range, OutOfStock when told, no rating without one", () => {
    const data = productJsonLd(
      productDetail({
        rating: null,
        rating_count: 0,
        price: {
          effective: { min: 499, max: 899, currency_code: "INR", currency_symbol: "₹" },
          marked: { min: 999, max: 999, currency_code: "INR", currency_symbol: "₹" },
        },
      }),
      url,
      { inStock: false },
    );
    expect(data.aggregateRating).toBeUndefined();
    expect(data.offers).toEqual({
      "@type": "AggregateOffer",
      priceCurrency: "INR",
      lowPrice: 499,
      highPrice: 899,
      availability: "https://schema.org/OutOfStock",
      url,
    });
    expect(
      (productJsonLd(productDetail({ sellable: false }), url).offers as { availability: string }).availability,
    ).toBe("https://schema.org/OutOfStock");
  });

  it("builds breadcrumbs and the organization", () => {
    expect(
      breadcrumbJsonLd([
        { name: "Home", url: "https://s/" },
        { name: "Shirts", url: "https://s/category/shirts/" },
      ]),
    ).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: "https://s/" },
        { "@type": "ListItem", position: 2, name: "Shirts", item: "https://s/category/shirts/" },
      ],
    });
    expect(
      organizationJsonLd({
        name: "Vitrine",
        url: "https://s/",
        logo: "/logo.svg",
        sameAs: ["https://instagram.com/v", "javascript:alert(1)"],
      }),
    ).toEqual({
      "@context": "https://schema.org",
      "@type": "Organization",
      name: "Vitrine",
      url: "https://s/",
      logo: "https://s/logo.svg",
      sameAs: ["https://instagram.com/v"],
    });
  });

  it("serialises safely for a script element and stays valid JSON", () => {
    const data = { name: "</script><script>alert(1)</script> & <!-- \u2028\u2029" };
    const text = jsonLdScript(data);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(text).toContain("\\u003c/script\\u003e");
    expect(JSON.parse(text)).toEqual(data);
  });

  it("builds absolute page URLs on the request's origin", () => {
    expect(productPageUrl("https://shop.example.com", "red-shirt")).toBe("https://shop.example.com/product/red-shirt/");
    expect(productPageUrl("http://127.0.0.1:3000", "a")).toMatch(/^http:\/\/127\.0\.0\.1:3000\/product\/a\/$/);
    expect(pageUrl("https://shop.example.com", "/")).toBe("https://shop.example.com/");
    expect(pageUrl("https://shop.example.com", "/category/shirts/")).toBe("https://shop.example.com/category/shirts/");
  });
});

describe("listing meta description", () => {
  const facets: ListingContext["filters"] = [
    {
      key: { name: "department", display: "Department", kind: "multivalued" },
      values: [
        { display: "Men", value: "men", count: 40, is_selected: true },
        { display: "Women", value: "women", count: 30, is_selected: false },
      ],
    },
    {
      key: { name: "brand", display: "Brand", kind: "multivalued" },
      values: [{ display: "Acme", value: "acme", count: 12, is_selected: true }],
    },
    {
      key: { name: "price_effective", display: "Price", kind: "range" },
      values: [
        {
          display: "₹100 - ₹5000",
          min: 100,
          max: 5000,
          selected_min: 500,
          selected_max: 1000,
          currency_symbol: "₹",
          is_selected: true,
        },
      ],
    },
  ];
  const base: ListingContext = {
    kind: "products",
    name: "All products",
    description: "",
    q: "",
    total: 600,
    filters: [],
    locked: {},
  };

  it("says what an unfiltered listing holds", () => {
    expect(listingDescription(base)).toBe("Shop all 600 products.");
    expect(listingDescription({ ...base, kind: "category", name: "T-Shirts", total: 1 })).toBe(
      "Shop 1 product in T-Shirts.",
    );
    expect(listingDescription({ ...base, kind: "collection", name: "Summer Edit", total: 1200 })).toBe(
      "Shop 1,200 products in the Summer Edit collection.",
    );
    expect(listingDescription({ ...base, kind: "brand", name: "Acme", total: undefined })).toBe(
      "Shop products from Acme.",
    );
  });

  it("keeps a brand's or collection's own description until something narrows the listing", () => {
    const brand = { ...base, kind: "brand" as const, name: "Acme", description: " Shoes since 1920. ", total: 12 };
    expect(listingDescription(brand)).toBe("Shoes since 1920.");
    expect(listingDescription({ ...brand, q: "boot" })).toBe("Shop 12 products from Acme matching “boot”.");
  });

  it("names the search and the chosen filters, not the listing's own", () => {
    expect(listingDescription({ ...base, q: "kurta", total: 42 })).toBe("Shop 42 products matching “kurta”.");
    expect(listingDescription({ ...base, q: "zzz", total: 0 })).toBe("No products matching “zzz”.");
    expect(listingDescription({ ...base, total: 7, filters: facets })).toBe(
      "Shop 7 products, filtered by Men, Acme and Price ₹500–₹1,000.",
    );
    expect(
      listingDescription({
        ...base,
        kind: "brand",
        name: "Acme",
        total: 7,
        filters: facets,
        locked: { brand: "acme" },
      }),
    ).toBe("Shop 7 products from Acme, filtered by Men and Price ₹500–₹1,000.");
  });

  it("sums up long filter lists", () => {
    const many: ListingContext["filters"] = [
      {
        key: { name: "color", display: "Colour", kind: "multivalued" },
        values: ["Red", "Blue", "Green", "Black", "White", "Grey"].map((display) => ({ display, is_selected: true })),
      },
    ];
    expect(chosenFilterNames(many)).toHaveLength(6);
    expect(listingDescription({ ...base, total: 9, filters: many })).toBe(
      "Shop 9 products, filtered by Red, Blue, Green, Black and 2 more.",
    );
  });
});

// ---------------------------------------------------------------------------------------------
describe("listing", () => {
  it("has the spec's constants", () => {
    expect(LISTING_PAGE_SIZE).toBe(12);
    expect(INFINITE_SCROLL_THRESHOLD_PX).toBe(100);
  });

  it("loads the next page only when more remain, nothing is loading and the end is within 100 px", () => {
    expect(shouldLoadNextPage({ scrollBottomDistance: 50, hasNext: true, loading: false })).toBe(true);
    expect(shouldLoadNextPage({ scrollBottomDistance: 100, hasNext: true, loading: false })).toBe(true);
    expect(shouldLoadNextPage({ scrollBottomDistance: -20, hasNext: true, loading: false })).toBe(true);
    expect(shouldLoadNextPage({ scrollBottomDistance: 101, hasNext: true, loading: false })).toBe(false);
    expect(shouldLoadNextPage({ scrollBottomDistance: 0, hasNext: false, loading: false })).toBe(false);
    expect(shouldLoadNextPage({ scrollBottomDistance: 0, hasNext: true, loading: true })).toBe(false);
  });

  it("turns a listing URL into the SDK query", () => {
    const { query, selected } = listingQuery(
      qs("q=+shirt+&brand=puma&price_min=100&price_max=500&sort_on=price_asc&page_no=2"),
      { locked: { department: "men" } },
    );
    expect(query).toEqual({
      q: "shirt",
      f: "brand:puma:::department:men:::price:[100,INR TO 500,INR]",
      filters: true,
      sortOn: "price_asc",
      pageNo: 2,
      pageSize: 12,
      pageType: "number",
    });
    expect(selected).toEqual({ brand: ["puma"], price: ["[100,INR TO 500,INR]"], department: ["men"] });
    expect(listingQuery(qs("sort_on=bogus")).query).toEqual({
      filters: true,
      pageNo: 1,
      pageSize: 12,
      pageType: "number",
    });
    expect(readSortOn(qs("sort_on=latest"))).toBe("latest");
  });

  it("appends pages without duplicates", () => {
    expect(appendUnique([{ slug: "a" }, { slug: "b" }], [{ slug: "b" }, { slug: "c" }])).toEqual([
      { slug: "a" },
      { slug: "b" },
      { slug: "c" },
    ]);
  });
});
