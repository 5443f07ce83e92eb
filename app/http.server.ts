/** Responses every storefront loader shares. */

import { PAGE_NOT_FOUND } from "~/lib/not-found";

/** The 404 a loader throws; root's ErrorBoundary renders the not-found view (spec §2.5). */
export function notFound(): Response {
  return new Response(JSON.stringify({ message: PAGE_NOT_FOUND }), {
    status: 404,
    headers: { "Content-Type": "application/json" },
  });
}
