import type { APIRequestContext } from "@playwright/test";
import { E2E_ADMIN_TOKEN } from "../../playwright.config";
import { themeId } from "../../service/seed/theme";
import { expectNoAxeViolations } from "./a11y";
import { registerByPost, uniqueEmail } from "./auth-helpers";
import { expect, test } from "./fixtures";

// The e2e server seeds the default application id; its applied theme is "Vitrine Classic".
const CLASSIC_THEME = themeId("000000000000000000000001", "vitrine-classic");

/** A section preview draft of a theme page (the editor's unsaved page, decision 34): its hash. */
async function draftOf(request: APIRequestContext, page: string, sections: unknown[]): Promise<string> {
  const drafted = await request.post(`/service/admin/themes/${CLASSIC_THEME}/pages/${page}/section-previews`, {
    headers: { authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
    data: { sections },
  });
  expect(drafted.status(), await drafted.text()).toBe(200);
  return ((await drafted.json()) as { section_preview_hash: string }).section_preview_hash;
}

/** The section engine: progressive loading (decision 35), /sections/:group, the not-found template, custom links. */
test.describe("progressive sections", () => {
  test("the home page's server HTML has every section, the later ones asleep until scrolled to", async ({
    page,
    javaScriptEnabled,
  }) => {
    const views: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/api/sections") views.push(request.url());
    });
    await page.goto("/");
    const sections = page.locator("main [data-section]");
    const count = await sections.count();
    expect(count).toBeGreaterThan(4);
    // Every section's content is in the page, with or without JavaScript.
    const last = sections.nth(count - 1);
    await expect(page.getByText("Priya Sharma").first()).toBeAttached();
    await expect(last.locator("a, h2").first()).toBeAttached();
    for (let i = 0; i < 4; i++) await expect(sections.nth(i)).toHaveAttribute("data-section-state", "live");
    await expect(last).toHaveAttribute("data-section-state", "asleep");
    if (!javaScriptEnabled) {
      expect(views).toEqual([]);
      return;
    }
    const before = await last.boundingBox();
    // Scrolling down wakes them 3 at a time: the later sections fetch their views and go live.
    await expect(async () => {
      await page.mouse.wheel(0, 1500);
      await expect(last).toHaveAttribute("data-section-state", "live", { timeout: 500 });
      // Four rounds of views and section code to fetch: room for a loaded CI runner.
    }).toPass({ timeout: 45_000 });
    await expect(sections.and(page.locator('[data-section-state="asleep"]'))).toHaveCount(0);
    expect(views.length).toBeGreaterThanOrEqual(2);
    expect(new URL(views[0]).searchParams.getAll("key").length).toBeLessThanOrEqual(3);
    // Waking replaces the server's HTML with the same HTML: nothing moves.
    const after = await last.boundingBox();
    expect(after?.height).toBeCloseTo(before?.height ?? 0, 0);
  });

  test("preview and edit mode show every section live at once", async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "live is about the browser");
    await page.goto("/?isPreview=true");
    const sections = page.locator("main [data-section]");
    await expect(sections.last()).toHaveAttribute("data-section-state", "live");
    await expect(page.locator('main [data-section-state="asleep"]')).toHaveCount(0);
  });

  test("a bot's page is the one every anonymous visitor gets: every section in its HTML", async ({ request }) => {
    // The page cache shares anonymous renders by URL (decision 21): a render that differed for a bot
    // (or for Playwright's HeadlessChrome, which isbot counts as one) would be served to shoppers.
    const asleep = (html: string) => html.match(/data-section-state="asleep"/g)?.length ?? 0;
    const bot = await (
      await request.get("/?bot=1", { headers: { "User-Agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" } })
    ).text();
    const shopper = await (
      await request.get("/?bot=2", {
        headers: { "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120.0 Safari/537.36" },
      })
    ).text();
    expect(bot).toContain("Priya Sharma");
    expect(asleep(bot)).toBeGreaterThan(0);
    expect(asleep(bot)).toBe(asleep(shopper));
  });

  test("the sections endpoint validates its query", async ({ request }) => {
    const bad = await request.get("/api/sections?page=home&path=//evil.test&key=x");
    expect(bad.status()).toBe(400);
    const body = await bad.json();
    expect(body.errors).toMatchObject({ path: "path must be a path on this store" });
    const ok = await request.get("/api/sections?page=home&path=/&key=9-featured-collection&key=8-raw-html");
    expect(ok.status()).toBe(200);
    expect(Object.keys((await ok.json()).views).sort()).toEqual(["8-raw-html", "9-featured-collection"]);
  });
});

test.describe("theme pages", () => {
  test("/sections/:group shows a sections page, linked from the home slideshow", async ({
    page,
    javaScriptEnabled,
  }) => {
    await page.goto("/");
    await expect(page.locator('a[href="/sections/summer-edit"]').first()).toBeAttached();
    const response = await page.goto("/sections/summer-edit");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle("The Summer Edit");
    await expect(page.getByRole("heading", { level: 1, name: "The Summer Edit" })).toBeVisible();
    await expect(page.locator('[data-section="featured-collection"] a[href^="/product/"]').first()).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
    if (javaScriptEnabled) await expectNoAxeViolations(page, "sections page");
  });

  test("an unknown group, or a system page as a group, is the theme's not-found page", async ({ page }) => {
    for (const path of ["/sections/no-such-group", "/sections/home", "/sections/Bad_Group"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole("heading", { name: "Page Not Found." })).toBeVisible();
    }
  });

  test("/sections alone names no sections page: the theme's not-found page", async ({ page }) => {
    for (const path of ["/sections", "/sections/"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page).toHaveTitle("Page Not Found.");
      await expect(page.getByRole("heading", { level: 1, name: "Page Not Found." })).toBeVisible();
      // The template's sections (a way home, something to shop), not root's plain view.
      await expect(page.locator('main [data-section="featured-collection"]')).toBeAttached();
    }
  });

  test("/sections and /sections/:group send a signed-in shopper with an unfinished profile to edit-profile", async ({
    page,
  }) => {
    await registerByPost(page.request, { email: uniqueEmail("sections") });
    for (const path of ["/sections/summer-edit", "/sections"]) {
      const response = await page.request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(302);
      expect(response.headers().location, path).toBe(`/auth/edit-profile/?redirectUrl=${encodeURIComponent(path)}`);
    }
    // Signed out, the same pages are there for anyone (the test above).
  });

  test("an unknown path shows the theme's not-found template", async ({ page, javaScriptEnabled }) => {
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Page Not Found." })).toBeVisible();
    await expect(
      page.locator('[data-section="hero-image"]').getByRole("link", { name: "Return to home" }),
    ).toBeVisible();
    await expect(
      page.locator('[data-section="featured-collection"]').getByRole("heading", { name: "Bestsellers" }),
    ).toBeVisible();
    if (javaScriptEnabled) await expectNoAxeViolations(page, "not-found template");
  });
});

test.describe("custom links", () => {
  test("/c/?url= follows an internal link and sends an external one through /external/", async ({ request }) => {
    const internal = await request.get("/c/?url=%2Fbrands%2F", { maxRedirects: 0 });
    expect(internal.status()).toBe(302);
    expect(internal.headers().location).toBe("/brands/");
    const external = await request.get("/c/?url=https%3A%2F%2Fexample.com%2Fa", { maxRedirects: 0 });
    expect(external.headers().location).toBe("/external/?url=https%3A%2F%2Fexample.com%2Fa");
    expect((await request.get("/c/?url=javascript%3Aalert(1)", { maxRedirects: 0 })).status()).toBe(400);
    expect((await request.get("/c/", { maxRedirects: 0 })).status()).toBe(400);
    expect((await request.get("/c/no-such-template/child")).status()).toBe(404);
  });

  test("/external/?url= shows where an external link leads", async ({ page, javaScriptEnabled }) => {
    await page.goto("/external/?url=https%3A%2F%2Fexample.com%2Fsale");
    await expect(page.getByRole("heading", { name: "You are leaving the store" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Continue to example.com" })).toHaveAttribute(
      "href",
      "https://example.com/sale",
    );
    if (javaScriptEnabled) await expectNoAxeViolations(page, "external link");
    const internal = await page.request.get("/external/?url=%2Fcollections%2F", { maxRedirects: 0 });
    expect(internal.headers().location).toBe("/collections/");
  });
});

test.describe("section drafts beyond home", () => {
  test("the product and listing pages show their theme page's draft in edit mode, never cached", async ({
    page,
    request,
  }) => {
    const stamp = `${Date.now()}`;
    const productDraft = await draftOf(request, "product-description", [
      {
        name: "hero-image",
        label: "Hero",
        props: { heading: { type: "text", value: `Drafted under the product ${stamp}` } },
      },
    ]);
    const listingDraft = await draftOf(request, "product-listing", [
      {
        name: "rich-text",
        label: "Text",
        props: { heading: { type: "text", value: `Drafted under the list ${stamp}` } },
      },
    ]);
    const cases = [
      {
        path: "/product/urban-loom-everyday-cream-top/",
        hash: productDraft,
        text: `Drafted under the product ${stamp}`,
      },
      { path: "/products/", hash: listingDraft, text: `Drafted under the list ${stamp}` },
    ];
    for (const { path, hash, text } of cases) {
      const response = await page.goto(`${path}?isEdit=true&sectionPreviewHash=${hash}`);
      expect(response?.status(), path).toBe(200);
      expect(response?.headers()["cache-control"], path).toBe("private, no-store");
      // Below the page's own content, after its one <h1>.
      const drafted = page.getByRole("heading", { name: text });
      await expect(drafted).toBeVisible();
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      await expect(page.locator("main .theme-sections [data-section]")).toHaveCount(1);
      await expect(page.locator("main .theme-sections [data-section]")).toHaveAttribute("data-section-state", "live");
      // A shopper's page (and the page cache) never has it.
      const shopper = await request.get(path);
      expect(await shopper.text(), path).not.toContain(text);
      // The draft is only read with the edit flags' hash; without them the saved page shows.
      await page.goto(path);
      await expect(page.getByText(text)).toHaveCount(0);
    }
  });
});
