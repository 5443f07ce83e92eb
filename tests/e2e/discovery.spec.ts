import { expectNoAxeViolations } from "./a11y";
import { expect, test } from "./fixtures";
import { searchFromHeader } from "./search-helpers";

test.describe("catalogue journey", () => {
  test("search → filter → sort → page 2 → product → size → pincode promise", async ({ page, javaScriptEnabled }) => {
    await page.goto("/");

    // Search from the header box (a GET form without JavaScript).
    await searchFromHeader(page, "t-shirt");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Results for “t-shirt”");

    // Filter by department.
    const department = page.getByRole("group", { name: "Department" });
    await department.getByRole("checkbox", { name: /^Men\b/ }).check();
    await page.getByRole("button", { name: /^(Apply filters|Show \d+ products?)$/ }).click();
    await expect(page).toHaveURL(/department=men/);
    await expect(
      page
        .getByRole("status")
        .filter({ hasText: /products?$/ })
        .first(),
    ).toContainText("21");

    // Sort by price.
    await page.getByLabel("Sort by").selectOption("price_asc");
    if (!javaScriptEnabled) await page.getByRole("button", { name: "Sort" }).click();
    await expect(page).toHaveURL(/sort_on=price_asc/);
    await expect(page).toHaveURL(/department=men/);

    // Page 2 through the pager (the path without JavaScript; with it, infinite scroll adds to it).
    // A DOM click: scrolling the pager into view makes infinite scroll add products under it, which
    // moves the link while Playwright aims at it (on a loaded machine, for the whole timeout).
    await page
      .getByRole("navigation", { name: "Pagination" })
      .getByRole("link", { name: "Next page" })
      .evaluate((link: HTMLAnchorElement) => link.click());
    await expect(page).toHaveURL(/page_no=2/);
    // Page 2 itself on screen (the address changes before the new page renders): it links back to page 1.
    await expect(
      page.getByRole("navigation", { name: "Pagination" }).getByRole("link", { name: "Previous page" }),
    ).toBeVisible();

    // The product page: the first product on the page with a size in stock.
    const sizes = page.getByRole("group", { name: "Size" });
    const hrefs = await page
      .locator('main a[href^="/product/"]')
      .evaluateAll((links) => links.map((a) => a.getAttribute("href")!));
    for (const [i, href] of hrefs.entries()) {
      // The first by clicking, as a shopper would (a DOM click: infinite scroll may still be adding
      // cards around it); later candidates directly.
      if (i === 0)
        await page
          .locator(`main a[href="${href}"]`)
          .first()
          .evaluate((link: HTMLAnchorElement) => link.click(), undefined, { timeout: 10_000 });
      else await page.goto(href);
      // The product page itself, loaded (the listing has a "Size" group too: its filter).
      await page.waitForURL(new RegExp(href.replace(/\/$/, "")), { waitUntil: "load" });
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      if ((await sizes.getByRole("link").count()) > 0) break;
      await expect(page.getByText("Out of stock").first()).toBeVisible();
      expect(i, "an in-stock product on page 2").toBeLessThan(hrefs.length - 1);
    }

    // Choose a size that is in stock, then check delivery to a pincode.
    await sizes.getByRole("link").first().click();
    await expect(page).toHaveURL(/size=/);
    await page.getByLabel("Check delivery to pincode").fill("400001");
    await page.getByRole("button", { name: "Check" }).click();
    await expect(page).toHaveURL(/pincode=400001/);
    await expect(page.getByText(/^Delivery by .+ to 400001$/)).toBeVisible();

    // An unserviceable pincode says so.
    await page.getByLabel("Check delivery to pincode").fill("999999");
    await page.getByRole("button", { name: "Check" }).click();
    await expect(page.getByText("Pincode not serviceable")).toBeVisible();
  });

  test("text typed in the search box before the page's JavaScript arrives is kept", async ({
    page,
    javaScriptEnabled,
  }) => {
    test.skip(!javaScriptEnabled, "about hydration");
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/build/**/*.js", async (route) => {
      await gate;
      await route.continue();
    });
    await page.goto("/", { waitUntil: "commit" });
    const search = page.getByRole("search");
    await search.getByRole("searchbox", { name: "Search products" }).fill("t-shirt");
    release();
    // Hydrated and enhanced: focusing loads the suggestions, which make the input a combobox.
    const combobox = search.getByRole("combobox", { name: "Search products" });
    await expect(async () => {
      await search.getByRole("button", { name: "Search" }).focus();
      await page.locator(".search-box__input").focus();
      await expect(combobox).toBeVisible({ timeout: 500 });
    }).toPass();
    await expect(combobox).toHaveValue("t-shirt");
    await search.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/products\/\?q=t-shirt/);
  });

  test("add to cart without a size asks for one, with a size adds it; buy now asks a visitor to sign in", async ({
    page,
  }) => {
    // A product with several sizes in stock: none is chosen for the shopper.
    await page.goto("/product/urban-loom-everyday-cream-top/");
    const sizes = page.getByRole("group", { name: "Size" });
    if ((await sizes.getByRole("link").count()) > 1) {
      await page.getByRole("button", { name: "Add to cart" }).click();
      await expect(page.getByRole("alert")).toHaveText("Please select a size");
    }
    await sizes.getByRole("link").first().click();
    await expect(page).toHaveURL(/size=/);
    await page.getByRole("button", { name: "Add to cart" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Added to your cart" })).toBeVisible();
    // Buy now: a signed-out shopper signs in first, then goes on to the buy-now checkout.
    await page.getByRole("button", { name: "Buy now" }).click();
    await expect(page).toHaveURL(/\/auth\/login\?redirectUrl=%2Fcart%2Fdelivery%3Fid%3D[0-9a-f]{24}%26buy_now%3Dtrue/);
  });

  test("brand pages lock their own filter", async ({ page }) => {
    await page.goto("/brands/");
    await page.locator('main a[href^="/brand/"]').first().click();
    await expect(page.getByRole("checkbox", { name: /always applied/ })).toBeChecked();
    const brand = (await page.getByRole("heading", { level: 1 }).textContent())!;
    for (const card of await page.locator("main .product-card__brand").allTextContents())
      expect(card.toLowerCase()).toBe(brand.toLowerCase());
  });

  test("compare two products and remove one", async ({ page }) => {
    await page.goto("/products/?q=kurta");
    const links = page.locator('main a[href^="/product/"]');
    const first = (await links.nth(0).getAttribute("href"))!;
    const second = (await links.nth(1).getAttribute("href"))!;
    await page.goto(first);
    await page.getByRole("button", { name: "Add to compare" }).click();
    await expect(page).toHaveURL(/\/compare\/\?id=/);
    await page.goto(second);
    await page.getByRole("button", { name: "Add to compare" }).click();
    await expect(page.getByRole("table")).toBeVisible();
    await expect(page.getByRole("table").getByRole("columnheader")).toHaveCount(2);
    await page
      .getByRole("button", { name: /^Remove/ })
      .first()
      .click();
    await expect(page.getByText(/Add another product to compare/)).toBeVisible();
  });

  test("the wishlist asks a signed-out shopper to sign in and come back", async ({ page }) => {
    const response = await page.request.get("/wishlist/", { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers()["location"]).toBe("/auth/login?redirectUrl=%2Fwishlist%2F");
  });

  test("a facet shows its first six values and Show more shows the rest", async ({ page, javaScriptEnabled }) => {
    await page.goto("/products/");
    const showMore = { name: /^Show \d+ more/ };
    const facet = page
      .locator("fieldset")
      .filter({ has: page.getByRole("link", showMore) })
      .first();
    const more = facet.getByRole("link", showMore);
    const legend = (await facet.locator("legend").textContent())!;
    const group = page.getByRole("group", { name: legend, exact: true });
    await expect(group.getByRole("checkbox")).toHaveCount(6);
    const left = Number((await more.textContent())!.match(/\d+/)![0]);
    await more.click();
    // Without JavaScript a link the loader honours (more=<facet>); with it a preview of the listing.
    await expect(group.getByRole("checkbox")).toHaveCount(6 + left);
    if (!javaScriptEnabled) await expect(page).toHaveURL(/[?&]more=/);
  });

  test("listing and product pages have no accessibility violations", async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "axe runs as a script in the page");
    test.setTimeout(60_000); // five axe runs
    for (const path of ["/products/?q=kurta", "/brands/", "/categories/", "/collections/"]) {
      await page.goto(path);
      await expectNoAxeViolations(page, path);
    }
    await page.locator('main a[href^="/collection/"]').first().click();
    await page.locator('main a[href^="/product/"]').first().click();
    await page.getByRole("group", { name: "Size" }).getByRole("link").first().click();
    await expectNoAxeViolations(page, "product");
  });
});

// Lighthouse's SEO and accessibility findings on a phone (bench/lighthouse.ts measures the scores).
test.describe("search engines and phones", () => {
  test("the product page's canonical link is absolute, the JSON-LD's URL, and its first image is fetched first", async ({
    page,
    baseURL,
  }) => {
    await page.goto("/products/");
    const href = await page.locator('main a[href^="/product/"]').first().getAttribute("href");
    const slug = href!.split("/")[2];
    const response = await page.goto(`/product/${slug}`);

    const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
    expect(canonical).toMatch(/^https?:\/\//);
    expect(canonical).toBe(`${baseURL}/product/${slug}/`);
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", canonical!);
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!) as {
      url?: string;
    }[];
    expect(jsonLd[0].url).toBe(canonical);

    // The largest paint on a phone: eager and high priority; the rest of the gallery waits.
    const images = page.getByRole("list", { name: "Product images" }).getByRole("img");
    expect(await images.count()).toBeGreaterThan(1);
    const attributes = await images.evaluateAll((imgs) =>
      imgs.map((img) => [img.getAttribute("loading"), img.getAttribute("fetchpriority")]),
    );
    expect(attributes[0]).toEqual(["eager", "high"]);
    for (const rest of attributes.slice(1)) expect(rest).toEqual(["lazy", null]);
    // Spelled as browsers read it in the served HTML (React 18 drops or warns about other spellings).
    expect((await response!.text()).match(/fetchpriority="high"/g)).toHaveLength(1);
  });

  test("listings describe what they show", async ({ page }) => {
    const description = page.locator('meta[name="description"]');
    await page.goto("/products/");
    await expect(description).toHaveAttribute("content", /^Shop all [\d,]+ products\.$/);
    await page.goto("/products/?q=kurta");
    await expect(description).toHaveAttribute("content", /^Shop \d+ products? matching “kurta”\.$/);
    await page.goto("/products/?department=men&sort_on=price_asc");
    await expect(description).toHaveAttribute("content", /^Shop \d+ products?, filtered by Men\.$/);
    await page.goto("/categories/");
    await page.locator('main a[href^="/category/"]').first().click();
    await expect(description).toHaveAttribute("content", /^Shop \d+ products? in .+\.$/);
  });

  test("listing headings go down one level at a time on a phone", async ({ page, javaScriptEnabled }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    await page.goto("/products/?department=men&sort_on=price_asc");
    // With JavaScript the filters move into a dialog (and their heading out of the page) once hydrated.
    if (javaScriptEnabled) await expect(page.getByRole("button", { name: /^Filters/ })).toBeVisible();
    const levels = await page
      .locator("h1, h2, h3, h4, h5, h6")
      .evaluateAll((headings) => headings.filter((h) => h.checkVisibility()).map((h) => Number(h.tagName[1])));
    expect(levels[0]).toBe(1);
    expect(levels.length).toBeGreaterThan(1);
    const skips = levels.slice(1).filter((level, i) => level > levels[i] + 1);
    expect(skips, `heading levels ${levels.join(" ")}`).toEqual([]);
    if (javaScriptEnabled) await expectNoAxeViolations(page, "listing", ["heading-order"]);
  });
});
