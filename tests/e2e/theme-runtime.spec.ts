/**
 * Theme-supplied code (decision 36): custom HTML scripts after hydration, injected tags, extension
 * sections and slots, the mobile app's web view. Console errors (CSP violations among them) fail any
 * test (fixtures.ts) unless it allows them.
 */
import { expect, test } from "./fixtures";
import type { Page } from "@playwright/test";

/** How many `tag` elements' text contains `text` (locators' text matching skips scripts and styles). */
const elementsContaining = (page: Page, tag: string, text: string) =>
  page.evaluate(
    ([tagName, needle]) =>
      [...document.querySelectorAll(tagName)].filter((element) => element.textContent?.includes(needle)).length,
    [tag, text],
  );

test.describe("custom HTML scripts", () => {
  test("run in order after hydration, never in the server's HTML; the HTML shows without them", async ({
    page,
    javaScriptEnabled,
  }) => {
    const response = await page.request.get("/");
    const html = await response.text();
    expect(html).not.toContain('<script src="/theme-scripts/trust-badges.js"');
    expect(html).not.toMatch(/<script>document\.body\.setAttribute/);

    await page.goto("/");
    const badges = page.locator('[data-section="raw-html"] .trust-badges');
    await expect(badges).toContainText("100% original brands");
    if (!javaScriptEnabled) {
      expect(await page.locator("body").getAttribute("data-raw-html-script")).toBeNull();
      return;
    }
    // The inline script ran after the file it follows: it read what the file left.
    await expect(page.locator("body")).toHaveAttribute("data-raw-html-script", "external,inline");
    await expect(badges).toHaveAttribute("data-enhanced", "true");
  });
});

test.describe("injected tags", () => {
  test("a page's stylesheet tag applies without JavaScript, only on the pages it names", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator(".trust-badges")).toHaveCSS("background-color", "rgb(250, 247, 255)");
    await page.goto("/products/");
    expect(await elementsContaining(page, "style", ".trust-badges")).toBe(0);
    // A tag without pages is on every page.
    expect(await elementsContaining(page, "style", "--festive-accent")).toBe(1);
  });

  test("a script tag runs with the nonce on the pages it names, once", async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "scripts");
    await page.goto("/");
    expect(await page.evaluate(() => "vitrineTagQueue" in window)).toBe(false);
    const href = await page
      .locator('[data-section="featured-collection"] a[href^="/product/"]')
      .first()
      .getAttribute("href");
    await page.goto(href!);
    expect(await page.evaluate(() => Array.isArray((window as { vitrineTagQueue?: unknown }).vitrineTagQueue))).toBe(
      true,
    );
    // Rendered once, with the nonce (no CSP error: the fixture fails on console errors).
    expect(await elementsContaining(page, "script[data-tag]", "window.vitrineTagQueue")).toBe(1);
  });

  // The shell data carries the store's tags with their pages: the runtime picks the next page's.
  test("a script tag runs after a client-side navigation to a page it names", async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "client-side navigation");
    await page.goto("/");
    await expect(page.locator("body")).toHaveAttribute("data-raw-html-script", /inline/);
    await page.locator('[data-section="featured-collection"] a[href^="/product/"]').first().click();
    await expect(page).toHaveURL(/\/product\//);
    await expect
      .poll(() => page.evaluate(() => Array.isArray((window as { vitrineTagQueue?: unknown }).vitrineTagQueue)))
      .toBe(true);
    // The home page's stylesheet tag went with the home page.
    expect(await elementsContaining(page, "style[data-tag]", ".trust-badges")).toBe(0);
    expect(await elementsContaining(page, "script[data-tag]", "window.vitrineTagQueue")).toBe(1);
  });
});

test.describe("injected tags travel once", () => {
  test("a page's tag text is in its document once: not again in the shell data", async ({ request }) => {
    const html = await (await request.get("/")).text();
    // The home page's stylesheet tag (a page tag) and the every-page one: written once, by the server.
    expect(html.split(".trust-badges").length - 1).toBe(1);
    expect(html.split("--festive-accent").length - 1).toBe(1);
    // The product page's script tag is not on home: its text comes with the data, for navigations.
    expect(html).toContain("vitrineTagQueue");
    expect(html).not.toMatch(/<script[^>]*data-tag[^>]*>[^<]*vitrineTagQueue/);
  });

  test("after navigating away and back, a page's tag comes back from the text read on the first page", async ({
    page,
    javaScriptEnabled,
  }) => {
    test.skip(!javaScriptEnabled, "client-side navigation");
    await page.goto("/");
    await expect(page.locator("body")).toHaveAttribute("data-raw-html-script", /inline/);
    await page.locator('[data-section="featured-collection"] a[href^="/product/"]').first().click();
    await expect(page).toHaveURL(/\/product\//);
    await expect.poll(() => elementsContaining(page, "style[data-tag]", ".trust-badges")).toBe(0);
    await page.locator("a.site-header__logo").click();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => elementsContaining(page, "style[data-tag]", ".trust-badges")).toBe(1);
    await expect(page.locator(".trust-badges")).toHaveCSS("background-color", "rgb(250, 247, 255)");
  });
});

test.describe("extensions", () => {
  test("a section and a footer slot of one extension render; its script loads once", async ({
    page,
    javaScriptEnabled,
  }) => {
    await page.goto("/");
    const section = page.locator('[data-section="extension"] [data-extension="demo-notice"]');
    const slot = page.locator(".extension-slot--footer_top [data-extension='demo-notice']");
    if (!javaScriptEnabled) {
      await expect(section).toBeEmpty();
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      return;
    }
    await expect(section).toHaveText("Free gift wrapping on every order this festive season.");
    await expect(slot).toHaveText("Questions about an order? Our support team answers within a day.");
    await expect(section.locator(".demo-notice")).toHaveCSS("background-color", "rgb(243, 239, 255)");
    expect(await page.evaluate(() => (window as { __vitrineDemoNoticeLoads?: number }).__vitrineDemoNoticeLoads)).toBe(
      1,
    );
  });

  for (const failure of ["an error answer", "a throwing script"] as const) {
    test(`one whose script fails (${failure}) is skipped; the page is intact`, async ({
      page,
      javaScriptEnabled,
      consoleErrors,
    }) => {
      test.skip(!javaScriptEnabled, "scripts");
      consoleErrors.allow(/\[extensions\] demo-notice skipped/);
      consoleErrors.allow(/status of 500/);
      // Logged with its message by the runtime (the browser may report the throw as well).
      consoleErrors.allow(/extension broke/);
      await page.route("**/extensions/demo/notice.js", (route) =>
        failure === "an error answer"
          ? route.fulfill({ status: 500, body: "down" })
          : route.fulfill({ contentType: "text/javascript", body: 'throw new Error("extension broke");' }),
      );
      await page.goto("/");
      const extensions = page.locator("[data-extension='demo-notice']");
      await expect(extensions.first()).toHaveAttribute("data-extension-state", "failed");
      await expect(extensions.nth(1)).toHaveAttribute("data-extension-state", "failed");
      await expect(extensions.first()).toBeHidden();
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.locator("body")).toHaveAttribute("data-raw-html-script", "external,inline");
      await expect(page.getByRole("contentinfo")).toBeVisible();
    });
  }
});

/**
 * The app's bridge, there before the page's scripts: react-native-webview's (it takes a JSON string)
 * or a WKWebView script message handler `vitrine` (it takes the object). Answers what it received.
 */
async function appBridge(page: Page, kind: "react-native" | "wkwebview"): Promise<() => Promise<unknown[]>> {
  await page.addInitScript((bridge) => {
    const posted: unknown[] = [];
    Object.assign(
      window,
      { __posted: posted },
      bridge === "react-native"
        ? { ReactNativeWebView: { postMessage: (message: string) => posted.push(JSON.parse(message)) } }
        : { webkit: { messageHandlers: { vitrine: { postMessage: (message: unknown) => posted.push(message) } } } },
    );
  }, kind);
  return () => page.evaluate(() => (window as unknown as { __posted: unknown[] }).__posted);
}

test.describe("mobile web view", () => {
  test("a link click posts an open-action message to the app instead of navigating", async ({
    page,
    javaScriptEnabled,
  }) => {
    test.skip(!javaScriptEnabled, "the app's bridge is JavaScript");
    const posted = await appBridge(page, "react-native");
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("data-webview", "app");
    const link = page.locator('[data-section="featured-collection"] a[href^="/product/"]').first();
    const slug = (await link.getAttribute("href"))!.split("/").filter(Boolean)[1];
    await link.click();
    await expect.poll(async () => (await posted()).length).toBe(1);
    expect((await posted())[0]).toMatchObject({
      type: "open-action",
      action: { type: "page", page: { type: "product", params: { slug: [slug] } } },
    });
    expect(new URL(page.url()).pathname).toBe("/");
  });

  test("in a WKWebView (webkit.messageHandlers.vitrine), product and custom links post open-action objects", async ({
    page,
    javaScriptEnabled,
  }) => {
    test.skip(!javaScriptEnabled, "the app's bridge is JavaScript");
    const posted = await appBridge(page, "wkwebview");
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("data-webview", "app");

    const product = page.locator('[data-section="featured-collection"] a[href^="/product/"]').first();
    const href = (await product.getAttribute("href"))!;
    const slug = href.split("/").filter(Boolean)[1];
    await product.click();
    await expect.poll(async () => (await posted()).length).toBe(1);
    expect((await posted())[0]).toEqual({
      type: "open-action",
      action: { type: "page", page: { type: "product", params: { slug: [slug] }, query: {}, url: href } },
    });

    // Custom links (spec §2.2): the action of where they lead.
    const outside = "https://example.com/sale?from=app";
    await page.evaluate((target) => {
      const main = document.querySelector("main")!;
      for (const [id, href] of [
        ["custom-external", `/c/?url=${encodeURIComponent(target)}`],
        ["custom-internal", `/c/?url=${encodeURIComponent("/collections/")}`],
      ]) {
        const link = document.createElement("a");
        link.id = id;
        link.href = href;
        link.textContent = id;
        main.prepend(link);
      }
    }, outside);
    await page.locator("#custom-external").click();
    await page.locator("#custom-internal").click();
    await expect.poll(async () => (await posted()).length).toBe(3);
    const [, external, internal] = await posted();
    expect(external).toEqual({
      type: "open-action",
      action: { type: "page", page: { type: "external", url: outside, query: { url: [outside] } } },
    });
    expect(internal).toEqual({
      type: "open-action",
      action: { type: "page", page: { type: "collections", params: {}, query: {}, url: "/collections/" } },
    });
    // The page stayed: the app opens them.
    expect(new URL(page.url()).pathname).toBe("/");
  });

  test("outside the app, a custom link navigates as usual", async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "about the web view's script");
    await page.goto("/");
    await expect(page.locator("body")).toHaveAttribute("data-raw-html-script", /inline/);
    await page.evaluate(() => {
      const link = document.createElement("a");
      link.id = "custom-internal";
      link.href = `/c/?url=${encodeURIComponent("/collections/")}`;
      link.textContent = "Collections";
      document.querySelector("main")!.prepend(link);
    });
    await page.locator("#custom-internal").click();
    await expect(page).toHaveURL(/\/collections\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Collections");
  });

  test("outside the app, links navigate as usual", async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "about the web view's script");
    await page.goto("/");
    await expect(page.locator("body")).toHaveAttribute("data-raw-html-script", /inline/);
    expect(await page.locator("html").getAttribute("data-webview")).toBeNull();
    await page.locator('[data-section="featured-collection"] a[href^="/product/"]').first().click();
    await expect(page).toHaveURL(/\/product\//);
  });
});
