import type { LoaderFunctionArgs } from "@remix-run/node";
import { MAX_QUERY_LENGTH, shouldSuggest, suggestionsFromAutoComplete } from "~/lib/search";
import { requestScope } from "~/request-scope.server";

/**
 * Search suggestions for the search box (JavaScript only; without it the box submits to
 * /products/?q=). A failure answers empty lists: the box shows its "No results" state.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const q = (new URL(request.url).searchParams.get("q") ?? "").slice(0, MAX_QUERY_LENGTH);
  const headers = { "Cache-Control": "public, max-age=60" };
  if (!shouldSuggest(q)) return Response.json({ products: [], others: [] }, { headers });
  try {
    const results = await requestScope(request, context).api.catalog.getSearchResults({ q: q.trim() });
    return Response.json(suggestionsFromAutoComplete(results), { headers });
  } catch (error) {
    console.error("[suggestions]", error instanceof Error ? error.message : error);
    return Response.json({ products: [], others: [], failed: true }, { headers: { "Cache-Control": "no-store" } });
  }
}
