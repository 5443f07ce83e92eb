/**
 * The built-in theme editor at /_editor (issue 13): the store operator signs in with ADMIN_TOKEN
 * (a wrong token is refused), reorders the home page's sections with the Move buttons, edits the
 * hero's heading from the form its schema gives, sees the draft in the framed store, saves, and a new
 * shopper sees it; the frame ignores a foreign origin's message; without JavaScript the same forms
 * reorder and save. A section's blocks are added, removed, moved and edited the same way; with
 * JavaScript sections are dragged and colour and font changes show in the frame before any save;
 * another (non-applied) theme is edited and previewed without touching the applied one; the product
 * page's sections (a page with a parameter) are edited in a frame of the store's first product; the
 * editor's cookie goes to the editor's paths only. Every save is put back (the seeded pages) before the test
 * ends, inside a lock shared by this file's tests in both projects, since other specs read them too.
 */
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { editorMessage } from "../../app/lib/editor-protocol";
import { E2E_ADMIN_TOKEN } from "../../playwright.config";
import { buildThemes, themeId } from "../../service/seed/theme";
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./fixtures";
import { scrollToSection } from "./section-helpers";

const APPLICATION = "000000000000000000000001";
const CLASSIC_THEME = themeId(APPLICATION, "vitrine-classic");
const SEEDED_HOME = buildThemes(APPLICATION).pages.find((p) => p.themeId === CLASSIC_THEME && p.value === "home")!;
const SEEDED_HEADING = "The Festive Edit is here";
const NIGHT_THEME = themeId(APPLICATION, "vitrine-night");
const SEEDED_NIGHT_HOME = buildThemes(APPLICATION).pages.find((p) => p.themeId === NIGHT_THEME && p.value === "home")!;
const SEEDED_PRODUCT_PAGE = buildThemes(APPLICATION).pages.find(
  (p) => p.themeId === CLASSIC_THEME && p.value === "product-description",
)!;

/** One writer of the home page at a time among this file's tests (both projects run it at once). */
async function withHomeLock<T>(run: () => Promise<T>): Promise<T> {
  const lock = path.join(os.tmpdir(), `vitrine-e2e-theme-editor-${process.env.E2E_PORT ?? 3100}.lock`);
  for (let tries = 0; ; tries++) {
    try {
      await fs.mkdir(lock);
      break;
    } catch {
      if (tries > 600) throw new Error(`the home page lock ${lock} is held`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  try {
    return await run();
  } finally {
    await fs.rm(lock, { recursive: true, force: true });
  }
}

/**
 * Runs `edit` holding the home page lock, then puts the `seeded` page back (the admin API, as the
 * editor's save does), whether the edit saved it or failed half-way.
 */
async function withPageRestored(request: APIRequestContext, seeded: typeof SEEDED_HOME, edit: () => Promise<void>) {
  await withHomeLock(async () => {
    try {
      await edit();
    } finally {
      const response = await request.put(`/service/admin/themes/${seeded.themeId}/pages/${seeded.value}/sections`, {
        headers: { authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
        data: { sections: seeded.sections },
      });
      expect(response.status(), await response.text()).toBe(200);
    }
  });
}

async function signIn(page: Page) {
  await page.goto("/_editor");
  await expect(page).toHaveURL(/\/_editor\/sign-in$/);
  await page.getByLabel("Admin token").fill(E2E_ADMIN_TOKEN);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: /Sections of Home/ })).toBeVisible();
}

/** `label` made unique to this run and project, to be found on the page once saved. */
const uniqueText = (label: string, javaScriptEnabled: boolean) =>
  `${label} ${javaScriptEnabled ? "js" : "no-js"} ${Date.now()}`;

/** A new shopper (a browser of their own, no cookies, JavaScript as the project's) opens `path` and `check`s it. */
async function asNewShopper(
  { browser, javaScriptEnabled }: { browser: Browser; javaScriptEnabled: boolean },
  path: string,
  check: (page: Page) => Promise<void>,
) {
  const shopper = await browser.newContext({ javaScriptEnabled });
  try {
    const page = await shopper.newPage();
    await page.goto(path);
    await check(page);
  } finally {
    await shopper.close();
  }
}

/** The page's section rows (the first list; the chosen section's blocks are the second). */
const sectionRows = (page: Page) => page.locator(".editor__sections").first().locator(":scope > li");
const sectionNames = (page: Page) => sectionRows(page).locator(".editor__item-name").allTextContents();
const blockLinks = (page: Page) => page.getByRole("list", { name: /^Blocks of/ }).locator(".editor__item-name");
/** The framed store's sections by name (none while the frame is between documents). */
const framedSections = (page: Page) =>
  page
    .frameLocator("iframe[name=editor-frame]")
    .locator("#main [data-section]")
    .evaluateAll((els) => els.map((el) => el.getAttribute("data-section")))
    .catch(() => []);

test.describe("the built-in theme editor", () => {
  test("refuses a wrong token and answers private, no-store", async ({ page, request, consoleErrors }) => {
    consoleErrors.allow(/status of 401/);
    const signInPage = await request.get("/_editor/sign-in");
    expect(signInPage.headers()["cache-control"]).toBe("private, no-store");
    // Without a session the editor sends the operator to its sign-in.
    const editor = await request.get("/_editor", { maxRedirects: 0 });
    expect(editor.status()).toBe(303);
    expect(editor.headers()["location"]).toBe("/_editor/sign-in");

    await page.goto("/_editor/sign-in");
    await page.getByLabel("Admin token").fill("not-the-token-of-this-store");
    await page.getByRole("button", { name: "Sign in" }).click();
    const field = page.getByLabel("Admin token");
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(page.locator("#token-error")).toHaveText("That is not the store's admin token");
    await expect(page).toHaveURL(/\/_editor\/sign-in$/);
    const cookies = await page.context().cookies();
    expect(cookies.map((cookie) => cookie.name)).not.toContain("__vitrine_editor");
  });

  test("reorders, edits the hero, previews in the frame, saves; a new shopper sees it", async ({
    page,
    browser,
    request,
    javaScriptEnabled,
  }) => {
    await signIn(page);
    const cookie = (await page.context().cookies()).find((c) => c.name === "__vitrine_editor");
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Strict" });
    const editorPage = await page.request.get("/_editor");
    expect(editorPage.headers()["cache-control"]).toBe("private, no-store");
    if (javaScriptEnabled) {
      // The editor itself: the framed store is a shopper's page, checked by its own specs.
      const results = await new AxeBuilder({ page }).exclude("iframe").analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);
    }

    const heading = uniqueText("Edited in the editor", javaScriptEnabled);
    await withPageRestored(request, SEEDED_HOME, async () => {
      const before = await sectionNames(page);
      expect(before.slice(0, 2)).toEqual(["Hero Image", "Featured Collection"]);
      // Reorder with the buttons (plain form posts without JavaScript).
      await page.getByRole("button", { name: "Move Hero Image down" }).click();
      await expect.poll(() => sectionNames(page)).toEqual([before[1], before[0], ...before.slice(2)]);
      await expect(page.getByText("Unsaved changes: preview only until you save.")).toBeVisible();

      // Edit the hero's heading in the form its schema gives; Preview shows it in the frame.
      await page.getByRole("link", { name: "Hero Image", exact: true }).click();
      await expect(page.getByRole("heading", { name: "Edit: Hero Image" })).toBeVisible();
      const field = page.getByLabel("Heading", { exact: true });
      await expect(field).toHaveValue(SEEDED_HEADING);
      // A wrong link is refused (400), linked to its field, and what was typed stays.
      await field.fill(heading);
      await page.getByLabel("Redirect link").fill("javascript:alert(1)");
      await page.getByRole("button", { name: "Preview" }).click();
      await expect(page.getByLabel("Redirect link")).toHaveAttribute("aria-invalid", "true");
      await expect(page.getByLabel("Redirect link")).toHaveAccessibleDescription(/must be a link/);
      await expect(page.getByLabel("Heading", { exact: true })).toHaveValue(heading);
      await page.getByLabel("Redirect link").fill("/collection/new-arrivals");
      await page.getByRole("button", { name: "Preview" }).click();

      const frame = page.frameLocator("iframe[name=editor-frame]");
      // The hero is no longer first, so its heading is an h2 now.
      await expect(frame.getByRole("heading", { name: heading })).toBeVisible();
      // Not saved yet: a shopper still sees the saved page.
      const early = await request.get("/");
      expect(await early.text()).not.toContain(heading);

      if (javaScriptEnabled) {
        // The editor's select reached the frame (the chosen section is marked); a foreign origin's is ignored.
        const store = page.frame({ name: "editor-frame" })!;
        const framed = store.locator("#main [data-section]");
        await expect(framed.nth(1)).toHaveAttribute("data-editor-selected", "");
        await store.evaluate(
          (data) => window.dispatchEvent(new MessageEvent("message", { data, origin: "https://evil.test" })),
          editorMessage({ type: "select", index: 0 }),
        );
        await page.waitForTimeout(200);
        await expect(framed.nth(0)).not.toHaveAttribute("data-editor-selected", "");
        await expect(framed.nth(1)).toHaveAttribute("data-editor-selected", "");
      }

      await page.getByRole("button", { name: "Save page" }).click();
      await expect(page.getByRole("status").filter({ hasText: "Page saved." })).toBeVisible();
      await expect(page.getByText("As saved.")).toBeVisible();

      // A new shopper (no cookies) sees the saved page: the new heading, the hero second.
      await asNewShopper({ browser, javaScriptEnabled }, "/", async (home) => {
        await expect(home.getByRole("heading", { name: heading })).toBeVisible();
        const names = await home
          .locator("#main [data-section]")
          .evaluateAll((els) => els.slice(0, 2).map((el) => el.getAttribute("data-section")));
        expect(names).toEqual(["featured-collection", "hero-image"]);
      });
    });
    const restored = await request.get("/");
    expect(await restored.text()).toContain(SEEDED_HEADING);
  });

  test("adds, removes, moves and edits a section's blocks; previews and saves them", async ({
    page,
    browser,
    request,
    javaScriptEnabled,
  }) => {
    await signIn(page);
    const author = uniqueText("Block author", javaScriptEnabled);
    await withPageRestored(request, SEEDED_HOME, async () => {
      await page.getByRole("link", { name: "Testimonials", exact: true }).click();
      await expect(page.getByRole("heading", { name: "Blocks of Testimonials" })).toBeVisible();
      const seeded = await blockLinks(page).allTextContents();
      expect(seeded.length).toBeGreaterThan(1);
      expect(seeded.every((text, i) => text.startsWith(`Testimonial ${i + 1} `))).toBe(true);

      // Add one of the definition's block types (its defaults: an empty form), then remove it.
      await page.getByRole("button", { name: "Add block" }).click();
      const added = `Testimonial ${seeded.length + 1}`;
      await expect(page.getByRole("heading", { name: `Edit block: ${added}` })).toBeVisible();
      await expect(blockLinks(page)).toHaveCount(seeded.length + 1);
      await expect(page.getByLabel("Author name")).toHaveValue("");
      await page.getByRole("button", { name: `Remove ${added}` }).click();
      await expect(blockLinks(page)).toHaveCount(seeded.length);

      // Move the first block down: it is the second now, and chosen.
      await page.getByRole("button", { name: "Move Testimonial 1 down" }).click();
      const rest = (text: string) => text.replace(/^Testimonial \d+ /, "");
      await expect
        .poll(async () => (await blockLinks(page).allTextContents()).map(rest))
        .toEqual([rest(seeded[1]), rest(seeded[0]), ...seeded.slice(2).map(rest)]);
      await expect(page.getByRole("heading", { name: "Edit block: Testimonial 2" })).toBeVisible();
      if (javaScriptEnabled) {
        const results = await new AxeBuilder({ page }).exclude("iframe").analyze();
        expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);
      }

      // Its props form, from the block type's schema: a wrong image link is refused (400), linked to
      // its field, and what was typed stays.
      const image = page.getByLabel("Author image");
      const savedImage = await image.inputValue();
      await page.getByLabel("Author name").fill(author);
      await image.fill("javascript:alert(1)");
      await page.getByRole("button", { name: "Preview block" }).click();
      await expect(page.getByLabel("Author image")).toHaveAttribute("aria-invalid", "true");
      await expect(page.getByLabel("Author image")).toHaveAccessibleDescription(/must be a link/);
      await expect(page.getByLabel("Author name")).toHaveValue(author);
      await page.getByLabel("Author image").fill(savedImage);
      await page.getByRole("button", { name: "Preview block" }).click();
      await expect(blockLinks(page).nth(1)).toHaveText(`Testimonial 2 ${rest(seeded[0])}`);

      const frame = page.frameLocator("iframe[name=editor-frame]");
      await expect(frame.getByText(author)).toBeAttached();
      expect(await (await request.get("/")).text()).not.toContain(author);

      await page.getByRole("button", { name: "Save page" }).click();
      await expect(page.getByRole("status").filter({ hasText: "Page saved." })).toBeVisible();
      await asNewShopper({ browser, javaScriptEnabled }, "/", async (home) => {
        const quote = home.getByText(author);
        await scrollToSection(quote);
        await expect(quote).toBeVisible();
      });
    });
    expect(await (await request.get("/")).text()).not.toContain(author);
  });

  test("drags a section, and shows colour and font changes in the frame before saving", async ({
    page,
    javaScriptEnabled,
  }) => {
    test.skip(!javaScriptEnabled, "dragging and live changes need JavaScript");
    await signIn(page);
    await withHomeLock(async () => {
      const before = await sectionNames(page);
      await expect
        .poll(async () => (await framedSections(page)).slice(0, 2))
        .toEqual(["hero-image", "featured-collection"]);
      const framed = await framedSections(page);

      // Drag the first row (by its grip) onto the second: the same move form, then the frame's update.
      await sectionRows(page)
        .nth(0)
        .dragTo(sectionRows(page).nth(1), { sourcePosition: { x: 8, y: 12 } });
      await expect.poll(() => sectionNames(page)).toEqual([before[1], before[0], ...before.slice(2)]);
      await expect(page.getByText("Unsaved changes: preview only until you save.")).toBeVisible();
      await expect
        .poll(async () => (await framedSections(page)).slice(0, 2))
        .toEqual(["featured-collection", "hero-image"]);

      // Colours and font follow in the frame as they are chosen, before any save.
      // The frame as it is now (a reload makes a new one).
      const look = () =>
        page
          .frameLocator("iframe[name=editor-frame]")
          .locator("body")
          .evaluate((body) => {
            const style = getComputedStyle(body);
            return { background: style.backgroundColor, font: style.fontFamily.split(",")[0].replace(/"/g, "") };
          });
      const saved = await look();
      expect(saved.font).not.toBe("Inter");
      await page.getByLabel("Background colour").fill("#ffeedd");
      await expect.poll(async () => (await look()).background).toBe("rgb(255, 238, 221)");
      await page.getByLabel("Font").selectOption("Inter");
      await expect.poll(async () => (await look()).font).toBe("Inter");

      // Nothing was saved: discarding the draft and reloading shows the page and theme as they were.
      await page.getByRole("button", { name: "Discard changes" }).click();
      await expect.poll(() => sectionNames(page)).toEqual(before);
      await page.reload();
      await expect(page.getByLabel("Background colour")).not.toHaveValue("#ffeedd");
      await expect(page.getByLabel("Font")).not.toHaveValue("Inter");
      await expect.poll(async () => (await framedSections(page)).slice(0, 2)).toEqual(framed.slice(0, 2));
      await expect.poll(look).toEqual(saved);
    });
  });

  test("edits another theme than the applied one: the frame previews it, saving writes it", async ({
    page,
    browser,
    request,
    javaScriptEnabled,
  }) => {
    await signIn(page);
    const heading = uniqueText("Night edit", javaScriptEnabled);
    await withPageRestored(request, SEEDED_NIGHT_HOME, async () => {
      await page.getByLabel("Theme", { exact: true }).selectOption({ label: "Vitrine Night" });
      await page.getByRole("button", { name: "Edit theme" }).click();
      await expect(page).toHaveURL(new RegExp(`theme=${NIGHT_THEME}`));
      await expect(page.getByRole("heading", { name: /Theme editor\s*Vitrine Night/ })).toBeVisible();
      expect((await sectionNames(page)).slice(0, 2)).toEqual(["Hero Image", "Brands Listing"]);

      // The framed store shows the Night theme (its dark background), not the applied one.
      const frame = page.frameLocator("iframe[name=editor-frame]");
      await expect(frame.locator("body")).toHaveCSS("background-color", "rgb(18, 18, 24)");

      await page.getByRole("link", { name: "Hero Image", exact: true }).click();
      const field = page.getByLabel("Heading", { exact: true });
      await expect(field).toHaveValue("After Dark: the Night Edit");
      await field.fill(heading);
      await page.getByRole("button", { name: "Preview", exact: true }).click();
      await expect(frame.getByRole("heading", { name: heading })).toBeVisible();
      await expect(frame.locator("body")).toHaveCSS("background-color", "rgb(18, 18, 24)");

      await page.getByRole("button", { name: "Save page" }).click();
      await expect(page.getByRole("status").filter({ hasText: "Page saved." })).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`theme=${NIGHT_THEME}`));

      // The applied theme is untouched; previewing the Night theme shows the saved heading.
      await asNewShopper({ browser, javaScriptEnabled }, "/", async (home) => {
        await expect(home.getByRole("heading", { name: SEEDED_HEADING })).toBeVisible();
        await expect(home.getByText(heading)).toHaveCount(0);
        await home.goto(`/?themeId=${NIGHT_THEME}`);
        await expect(home.getByRole("heading", { name: heading })).toBeVisible();
      });
    });
  });

  test("edits the product page's sections, framed at the store's first product; a new shopper sees them", async ({
    page,
    browser,
    request,
    javaScriptEnabled,
  }) => {
    expect(SEEDED_PRODUCT_PAGE.path).toBe("product/:slug");
    await signIn(page);
    const heading = uniqueText("Under every product", javaScriptEnabled);
    // The sample the editor frames the page at: the first product of the storefront's own listing.
    const listing = await (await request.get("/products/")).text();
    let productPath = "";
    await withPageRestored(request, SEEDED_PRODUCT_PAGE, async () => {
      await page.getByLabel("Page", { exact: true }).selectOption({ label: "Product Description" });
      await page.getByRole("button", { name: "Open" }).click();
      await expect(page.getByRole("heading", { name: "Sections of Product Description" })).toBeVisible();
      await expect(page.getByText("This page has no sections yet.")).toBeVisible();
      const frameElement = page.locator("iframe[name=editor-frame]");
      await expect(frameElement).toHaveAttribute("src", /^\/product\/[^/?]+\?isEdit=true$/);
      productPath = new URL((await frameElement.getAttribute("src"))!, "http://x.invalid").pathname;
      expect(listing).toContain(`href="${productPath}`);
      const frame = page.frameLocator("iframe[name=editor-frame]");
      await expect(frame.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(frame.locator("#main .theme-sections [data-section]")).toHaveCount(0);

      // Add a hero below the product, give it a heading: Preview shows it in the framed product page.
      await page.getByLabel("Add a section").selectOption({ label: "Hero Image" });
      await page.getByRole("button", { name: "Add at the end" }).click();
      await expect(page.getByRole("heading", { name: "Edit: Hero Image" })).toBeVisible();
      await expect.poll(() => sectionNames(page)).toEqual(["Hero Image"]);
      await page.getByLabel("Heading", { exact: true }).fill(heading);
      await page.getByRole("button", { name: "Preview", exact: true }).click();
      await expect(frame.getByRole("heading", { name: heading })).toBeVisible();
      await expect(frameElement).toHaveAttribute("src", new RegExp(`^${productPath}\\?`));
      // Not saved yet: a shopper still sees the saved product page.
      expect(await (await request.get(productPath)).text()).not.toContain(heading);

      await page.getByRole("button", { name: "Save page" }).click();
      await expect(page.getByRole("status").filter({ hasText: "Page saved." })).toBeVisible();
      await expect(page.getByRole("heading", { name: "Sections of Product Description" })).toBeVisible();
      await asNewShopper({ browser, javaScriptEnabled }, productPath, async (product) => {
        const saved = product.getByRole("heading", { name: heading });
        await scrollToSection(saved);
        await expect(saved).toBeVisible();
        await expect(product.getByRole("heading", { level: 1 })).toHaveCount(1);
      });
    });
    expect(await (await request.get(productPath)).text()).not.toContain(heading);
  });

  test("keeps its cookie to the editor's paths; signs out", async ({ page, browser }) => {
    await signIn(page);
    const base = test.info().project.use.baseURL!;
    const editorCookies = (await page.context().cookies()).filter((c) => c.name === "__vitrine_editor");
    expect(editorCookies.map((c) => c.path).sort()).toEqual(["/_editor", "/_editor.data"]);
    expect(editorCookies.every((c) => c.httpOnly && c.sameSite === "Strict")).toBe(true);
    const sentTo = async (path: string) =>
      (await page.context().cookies(`${base}${path}`)).some((c) => c.name === "__vitrine_editor");
    expect(await sentTo("/")).toBe(false);
    expect(await sentTo("/products")).toBe(false);
    expect(await sentTo("/_editor")).toBe(true);
    expect(await sentTo("/_editor.data")).toBe(true);
    expect(await sentTo("/_editor/sign-out")).toBe(true);

    // A browser holding only the editor's cookies asks for storefront pages as anyone does: the
    // anonymous page cache answers them.
    const operator = await browser.newContext();
    try {
      await operator.addCookies(editorCookies);
      // Asked twice, the second answer is a hit — unless a theme save in the other editor project
      // emptied the cache in between (a catalogue change): then the pair is asked again.
      await expect(async () => {
        const first = await operator.request.get("/products/");
        expect(first.headers()["x-page-cache"]).toMatch(/^(hit|miss)$/);
        expect((await operator.request.get("/products/")).headers()["x-page-cache"]).toBe("hit");
      }).toPass({ timeout: 15_000 });
    } finally {
      await operator.close();
    }

    // An earlier version's cookie (path /) goes at sign-out too.
    await page.context().addCookies([{ ...editorCookies[0], path: "/" }]);
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/_editor\/sign-in$/);
    expect((await page.context().cookies()).filter((c) => c.name === "__vitrine_editor")).toEqual([]);
    await page.goto("/_editor");
    await expect(page).toHaveURL(/\/_editor\/sign-in$/);
  });
});
