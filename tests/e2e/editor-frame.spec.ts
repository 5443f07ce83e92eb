/**
 * The storefront framed by a theme editor (spec part 1 §4 preview events, decision 32): edit mode
 * loads the protocol's frame side (shoppers' pages never do), answers a same-origin parent's select,
 * drag and update messages, tells the parent each page it shows, ignores a message from a foreign
 * origin, and its responses are never stored.
 */
import { editorMessage, type EditorMessage } from "../../app/lib/editor-protocol";
import { E2E_ADMIN_TOKEN } from "../../playwright.config";
import { expect, test } from "./fixtures";
import type { Frame, Page } from "@playwright/test";
import { themeId } from "../../service/seed/theme";

// The e2e server seeds the default application id; its applied theme is "Vitrine Classic".
const CLASSIC_THEME = themeId("000000000000000000000001", "vitrine-classic");

/** A same-origin parent page (the built-in editor's place) framing `path`; answers the frame. */
async function framed(page: Page, path: string): Promise<Frame> {
  await page.goto("/robots.txt");
  await page.evaluate((src) => {
    const received: unknown[] = [];
    (window as unknown as { received: unknown[] }).received = received;
    window.addEventListener("message", (event) => received.push({ origin: event.origin, data: event.data }));
    const frame = Object.assign(document.createElement("iframe"), { src, title: "Store", name: "store" });
    frame.style.cssText = "width: 1200px; height: 800px";
    document.body.append(frame);
  }, path);
  await expect.poll(() => page.frame({ name: "store" })).not.toBeNull();
  const frame = page.frame({ name: "store" })!;
  await expect(frame.locator("html[data-editor-frame]")).toHaveCount(1);
  return frame;
}

const send = (page: Page, message: EditorMessage) =>
  page.evaluate((data) => {
    const frame = document.querySelector("iframe")!;
    frame.contentWindow!.postMessage(data, window.location.origin);
  }, message);

test.describe("the storefront framed by the editor", () => {
  test("edit and preview responses are never stored; a shopper's page is", async ({ request }) => {
    for (const path of ["/?isEdit=true", "/?isPreview=true", `/?sectionPreviewHash=${"a".repeat(32)}`]) {
      const response = await request.get(path);
      expect(response.headers()["cache-control"], path).toContain("no-store");
      expect(response.headers()["content-security-policy"]).toContain("frame-ancestors 'self'");
    }
    expect((await request.get("/")).headers()["cache-control"]).toMatch(/^public/);
  });

  test("a shopper's page does not load the editor's code", async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "the frame side is JavaScript");
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    await expect(page.locator("html[data-editor-frame]")).toHaveCount(0);
    expect(scripts.filter((url) => /frame\.client/.test(url))).toEqual([]);
  });

  test("answers the parent's messages and tells it the page shown", async ({ page, javaScriptEnabled, request }) => {
    test.skip(!javaScriptEnabled, "the protocol is window messages");
    const frame = await framed(page, "/?isEdit=true");
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { received: { data: { type: string } }[] }).received))
      .toContainEqual({
        origin: new URL(page.url()).origin,
        data: { protocol: "vitrine-editor/1", type: "navigated", path: "/", pageType: "home", slug: null },
      });

    const sections = frame.locator("#main [data-section]");
    const count = await sections.count();
    expect(count).toBeGreaterThan(2);

    // Select scrolls the frame to the section and marks it.
    await send(page, editorMessage({ type: "select", index: count - 1 }));
    await expect(sections.nth(count - 1)).toHaveAttribute("data-editor-selected", "");
    await expect.poll(() => frame.evaluate(() => window.scrollY)).toBeGreaterThan(0);

    // Drag start limits sections to 50vh; drag end gives them their height back.
    await send(page, editorMessage({ type: "drag-start" }));
    const viewport = await frame.evaluate(() => window.innerHeight);
    await expect
      .poll(() => sections.first().evaluate((element) => getComputedStyle(element).maxHeight))
      .toBe(`${viewport / 2}px`);
    await send(page, editorMessage({ type: "drag-end" }));
    await expect.poll(() => sections.first().evaluate((element) => getComputedStyle(element).maxHeight)).toBe("none");

    // A message that claims nothing but comes from a foreign origin is ignored.
    await frame.evaluate(
      (data) => window.dispatchEvent(new MessageEvent("message", { data, origin: "https://evil.test" })),
      editorMessage({ type: "select", index: 0 }),
    );
    await expect(sections.first()).not.toHaveAttribute("data-editor-selected", "");
    await expect(sections.nth(count - 1)).toHaveAttribute("data-editor-selected", "");

    // Update: the frame shows the draft, the saved page is untouched.
    const drafted = await request.post(`/service/admin/themes/${CLASSIC_THEME}/pages/home/section-previews`, {
      headers: { authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
      data: {
        sections: [
          { name: "hero-image", label: "Hero", props: { heading: { type: "text", value: "Drafted in the editor" } } },
        ],
      },
    });
    expect(drafted.status(), await drafted.text()).toBe(200);
    const { section_preview_hash } = (await drafted.json()) as { section_preview_hash: string };
    await send(page, editorMessage({ type: "update", sectionPreviewHash: section_preview_hash }));
    await expect(frame.getByRole("heading", { level: 1 })).toHaveText("Drafted in the editor");
    expect(frame.url()).toContain(`sectionPreviewHash=${section_preview_hash}`);
    await expect(frame.locator("#main [data-section]")).toHaveCount(1);

    const shopper = await page.context().newPage();
    await shopper.goto("/");
    await expect(shopper.getByRole("heading", { level: 1 })).toHaveText("The Festive Edit is here");
  });
});
