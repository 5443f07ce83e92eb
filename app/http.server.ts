/** Responses every storefront loader shares. */

/** The 404 a loader throws; root's ErrorBoundary renders the not-found view (spec §2.5). */
export function notFound(): Response {
  return new Response(JSON.stringify({ message: "Page Not Found." }), {
    status: 404,
    headers: { "Content-Type": "application/json" },
  });
}
