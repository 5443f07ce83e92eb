/**
 * The catch-all route's loader (the theme's not-found template). A module of its own: the browser
 * build replaces each `*.server` import with an empty stand-in, and one imported by two routes is a
 * file of its own on both pages (home.server.ts, bench/README.md).
 */
export { notFoundLoader } from "~/section-page.server";
