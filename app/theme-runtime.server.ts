/**
 * The shell's share of theme-supplied code (decision 36): the store's injected tags and the theme's
 * extension slots at the header's and footer's top and bottom (spec §2.5), as the root loader sends
 * them — only when there are some, so that a store without theme code sends nothing.
 */
import type { StorefrontApi, Theme } from "~/sdk/api";
import { storeTags, type TagView } from "~/lib/injected-tags";
import { extensionSlots, type ExtensionSlots } from "~/lib/extensions";
import { themeGlobalProps } from "~/lib/theme";
import { cachedPublic } from "~/sdk.server";
import { loadConfig } from "../config/env";

export interface ShellThemeCode {
  /**
   * The store's tags, each with the pages it is on: the server renders the requested page's, and the
   * browser's runtime picks the next page's from them after a client-side navigation (no loader runs).
   */
  tags?: TagView[];
  /** The theme's extension slots with something to mount (the runtime places them). */
  extensions?: ExtensionSlots;
  /** The browser's theme runtime has work on this document: slots, or tags on some pages only. */
  themeCode?: true;
}

/** The store's tags; none when the content service cannot say (a page without its tags beats no page). */
export async function loadStoreTags(api: StorefrontApi): Promise<TagView[]> {
  try {
    const { tags } = await cachedPublic("content:tags", () => api.content.getTags());
    return storeTags(tags);
  } catch (error) {
    console.error("[tags] not loaded:", error instanceof Error ? error.message : error);
    return [];
  }
}

/** The theme's global config `extension: {header_top: [sections], …}`: the slots with something to mount. */
const themeExtensionSlots = (theme: Theme): ExtensionSlots =>
  extensionSlots(themeGlobalProps(theme).extension, loadConfig().extensionOrigins);

/** What the shell data carries of theme code: nothing at all for a store without any. */
export function shellThemeCode(tags: TagView[], theme: Theme): ShellThemeCode {
  const extensions = themeExtensionSlots(theme);
  const hasSlots = Object.keys(extensions).length > 0;
  return {
    ...(tags.length ? { tags } : {}),
    ...(hasSlots ? { extensions } : {}),
    ...(hasSlots || tags.some((tag) => tag.pages) ? { themeCode: true as const } : {}),
  };
}
