/**
 * The `/external/` route's loader, in a module of its own for the same reason as
 * not-found-page.server.ts: custom-link.server.ts is imported by `/c/` too.
 */
export { externalLinkLoader } from "~/custom-link.server";
