import { themeId } from "../../service/seed/theme";
import { expect, test } from "./fixtures";

// The e2e server seeds the default application id; its second theme is "Vitrine Night".
const NIGHT_THEME = themeId("000000000000000000000001", "vitrine-night");

test.describe("theme preview", () => {
  test("previews another theme and closes the preview", async ({ page }) => {
    await page.goto(`/?themeId=${NIGHT_THEME}`);
    await expect(page).toHaveURL(/\/$/);
    const bar = page.getByRole("complementary", { name: "Preview" });
    await expect(bar).toContainText("You're previewing:");
    await expect(bar).toContainText(NIGHT_THEME);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("After Dark: the Night Edit");

    await bar.getByRole("button", { name: "Close preview" }).click();
    await expect(page.getByRole("complementary", { name: "Preview" })).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("The Festive Edit is here");
  });

  test("hides the bar but keeps previewing", async ({ page }) => {
    await page.goto(`/?themeId=${NIGHT_THEME}`);
    await page.getByRole("button", { name: "Hide bar" }).click();
    await expect(page.getByRole("complementary", { name: "Preview" })).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("After Dark: the Night Edit");
  });

  test("refuses an unknown theme", async ({ page }) => {
    const response = await page.goto("/?themeId=ffffffffffffffffffffffff");
    expect(response?.status()).toBe(404);
  });
});

test.describe("client-side rendering flag", () => {
  test("__csr=true leaves the page content to the browser", async ({ page, javaScriptEnabled, request }) => {
    const html = await (await request.get("/?__csr=true")).text();
    expect(html).not.toMatch(/<h1[^>]*>The Festive Edit is here/);
    expect(html).toContain("Loading…");
    await page.goto("/?__csr=true");
    if (javaScriptEnabled) {
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("The Festive Edit is here");
    } else {
      await expect(page.getByText("Loading…")).toBeVisible();
    }
  });
});
