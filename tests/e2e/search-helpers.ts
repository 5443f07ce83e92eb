/** Searching the way a shopper does: from the header's search box (JavaScript on or off). */
import { expect, type Page } from "@playwright/test";

/**
 * Types `words` into the header's search box of the page on screen (a searchbox, or a combobox once
 * the suggestions are on), submits it and waits for the results' address.
 */
export async function searchFromHeader(page: Page, words: string): Promise<void> {
  const search = page.getByRole("search");
  await search.getByRole("combobox", { name: "Search products" }).or(search.getByRole("searchbox")).first().fill(words);
  await search.getByRole("button", { name: "Search" }).click();
  const query = new URLSearchParams({ q: words }).toString().replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  await expect(page).toHaveURL(new RegExp(`/products/\\?${query}`));
}
