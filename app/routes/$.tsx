import { notFound } from "~/http.server";

/**
 * Any path no route matches: a 404 whose not-found view is root's ErrorBoundary (inside the store
 * layout). Only root renders NotFound, so its code travels in root's chunk, not a shared one.
 */
export function loader() {
  throw notFound();
}

/** Never rendered: the loader always throws. */
export default function CatchAll() {
  return null;
}
