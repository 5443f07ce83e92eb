/** The not-found view's title, the title of a page that was not found and the 404's message (spec §2.5). */
export const PAGE_NOT_FOUND = "Page Not Found.";
