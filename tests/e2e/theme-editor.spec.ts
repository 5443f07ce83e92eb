/**
 * The built-in theme editor at /_editor (issue 13): the store operator signs in with ADMIN_TOKEN
 * (a wrong token is refused), reorders the home page's sections with the Move buttons, edits the
 * hero's heading from the form its schema gives, sees the draft in the framed store, saves, and a new
 * shopper sees it; the frame ignores a foreign origin's message; without JavaScript the same forms
 * reorder and save. Every save is put back (the seeded home page) before the test ends, inside a
 * lock shared by this file's tests in both projects, since other specs read the home page too.
 */
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { APIRequestContext, Page } from "@playwright/test";
import { editorMessage } from "../../app/lib/editor-protocol";
import { E2E_ADMIN_TOKEN } from "../../playwright.config";
import { buildThemes, themeId } from "../../service/seed/theme";
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./fixtures";

const APPLICATION = "000000000000000000000001";
const CLASSIC_THEME = themeId(APPLICATION, "vitrine-classic");
const SEEDED_HOME = buildThemes(APPLICATION).pages.find((p) => p.themeId === CLASSIC_THEME && p.value === "home")!;
const SEEDED_HEADING = "The Festive Edit is here";

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

/** Puts the seeded home page back (the admin API, as the editor's save does). */
async function restoreHome(request: APIRequestContext) {
  const response = await request.put(`/service/admin/themes/${CLASSIC_THEME}/pages/home/sections`, {
    headers: { authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
    data: { sections: SEEDED_HOME.sections },
  });
  expect(response.status(), await response.text()).toBe(200);
}

async function signIn(page: Page) {
  await page.goto("/_editor");
  await expect(page).toHaveURL(/\/_editor\/sign-in$/);
  await page.getByLabel("Admin token").fill(E2E_ADMIN_TOKEN);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: /Sections of Home/ })).toBeVisible();
}

const sectionNames = (page: Page) => page.locator(".editor__item-name").allTextContents();

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
    consoleErrors,
  }) => {
    consoleErrors.allow(/status of 400/); // the refused props form below
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

    const heading = `Edited in the editor ${javaScriptEnabled ? "js" : "no-js"} ${Date.now()}`;
    await withHomeLock(async () => {
      try {
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
        // A wrong link is refused, linked to its field, and what was typed stays.
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
        const shopper = await browser.newContext({ javaScriptEnabled });
        try {
          const home = await shopper.newPage();
          await home.goto("/");
          await expect(home.getByRole("heading", { name: heading })).toBeVisible();
          const names = await home
            .locator("#main [data-section]")
            .evaluateAll((els) => els.slice(0, 2).map((el) => el.getAttribute("data-section")));
          expect(names).toEqual(["featured-collection", "hero-image"]);
        } finally {
          await shopper.close();
        }
      } finally {
        await restoreHome(request);
      }
    });
    const restored = await request.get("/");
    expect(await restored.text()).toContain(SEEDED_HEADING);
  });

  test("signs out", async ({ page }) => {
    await signIn(page);
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/_editor\/sign-in$/);
    await page.goto("/_editor");
    await expect(page).toHaveURL(/\/_editor\/sign-in$/);
  });
});
