/**
 * The shell's share of theme-supplied code (decision 36): the store's injected tags and the theme's
 * extension slots at the header's and footer's top and bottom (spec §2.5), as the root loader sends
 * them — only when there are some, so that a store without theme code sends nothing.
 */
import type { AppLoadContext } from "@remix-run/node";
import type { StorefrontApi, Theme } from "~/sdk/api";
import { storeTags, tagsForPage, type TagView } from "~/lib/injected-tags";
import { extensionSlots, type ExtensionSlots } from "~/lib/extensions";
import { themeGlobalProps } from "~/lib/theme";
import { cachedPublic } from "~/sdk.server";
import { loadConfig } from "../config/env";

export interface ShellThemeCode {
  /**
   * The store's tags, each with the pages it is on: the server renders the requested page's, and the
   * browser's runtime picks the next page's from them after a client-side navigation (no loader runs).
   * The requested page's inline tags come without their text, which is in the document (`shellTags`).
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

/** The full tags of each request, for the document entry.server writes (the shell data leaves texts out). */
const documentTags = new WeakMap<object, TagView[]>();

/** The store's tags with their texts, as the root loader of this request read them (entry.server). */
export function tagsForDocument(context: AppLoadContext): TagView[] | undefined {
  return documentTags.get(context);
}

/**
 * The tags as the shell data carries them: an inline tag of the requested page goes without its text
 * (`content: null`, `url: null`), since entry.server writes that text into the document (and after a
 * revalidation it is on the page already); the runtime reads it there (app/runtime/tags.client.ts).
 * Other pages' inline tags keep their text, for client-side navigations.
 */
export function shellTags(tags: TagView[], pathname: string): TagView[] {
  const onPage = new Set(
    Object.values(tagsForPage(tags, pathname))
      .flat()
      .map((tag) => tag.id),
  );
  return tags.map((tag) => (tag.url === null && onPage.has(tag.id) ? { ...tag, content: null } : tag));
}

/**
 * What the shell data carries of theme code: nothing at all for a store without any. The full tags
 * stay beside the request (`context`) for the document's stream.
 */
export function shellThemeCode(
  tags: TagView[],
  theme: Theme,
  request: { url: string; context?: AppLoadContext },
): ShellThemeCode {
  if (request.context) documentTags.set(request.context, tags);
  const extensions = themeExtensionSlots(theme);
  const hasSlots = Object.keys(extensions).length > 0;
  return {
    ...(tags.length ? { tags: shellTags(tags, new URL(request.url).pathname) } : {}),
    ...(hasSlots ? { extensions } : {}),
    ...(hasSlots || tags.some((tag) => tag.pages) ? { themeCode: true as const } : {}),
  };
}
