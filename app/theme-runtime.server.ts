/**
 * The shell's share of theme-supplied code (decision 0901): the injected tags of the requested page
 * and the theme's extension slots at the header's and footer's top and bottom (spec §2.5).
 */
import type { StorefrontApi, Theme } from "~/sdk/api";
import { tagsForPage, type PageTags } from "~/lib/injected-tags";
import { extensionSlots, type ExtensionSlots } from "~/lib/extensions";
import { themeGlobalProps } from "~/lib/theme";
import { cachedPublic } from "~/sdk.server";
import { loadConfig } from "../config/env";

/** The page's tags; none when the content service cannot say (a page without its tags beats no page). */
export async function loadPageTags(api: StorefrontApi, pathname: string): Promise<PageTags> {
  try {
    const { tags } = await cachedPublic("content:tags", () => api.content.getTags());
    return tagsForPage(tags, pathname);
  } catch (error) {
    console.error("[tags] not loaded:", error instanceof Error ? error.message : error);
    return tagsForPage([], pathname);
  }
}

/** The theme's global config `extension: {header_top: [sections], …}`: the slots with something to mount. */
export const themeExtensionSlots = (theme: Theme): ExtensionSlots =>
  extensionSlots(themeGlobalProps(theme).extension, loadConfig().extensionOrigins);
