import { UNREACHABLE_PORT } from "../../playwright.config";
import { expect, test } from "./fixtures";

test.describe("when the commerce service is unreachable", () => {
  test("pages answer 503 'Unable to connect'", async ({ consoleErrors, page }) => {
    // The error page answers 503, which the browser logs.
    consoleErrors.allow(/status of 503/);
    const response = await page.goto(`http://127.0.0.1:${UNREACHABLE_PORT}/`);
    expect(response?.status()).toBe(503);
    await expect(page.getByRole("heading", { name: "Unable to connect" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Return to home" })).toBeVisible();
  });
});
