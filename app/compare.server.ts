/**
 * The compare list: kept in the shopper's session so that adding, removing and resetting work as
 * plain form posts without JavaScript; `/compare/?id=a,b` shows any list straight from the URL.
 */
import type { AppLoadContext } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { z } from "zod";
import {
  addMultipleToCompare,
  addToCompare,
  compareUrl,
  isProductSlug,
  NO_SLUGS_MESSAGE,
  parseCompareIds,
  removeFromCompare,
  resetCompare,
  shouldFetchComparison,
} from "~/lib/compare";
import type { ProductCompareResponse, ProductDetail } from "~/sdk/api";
import { critical } from "~/sdk.server";
import { commitSession } from "~/session.server";
import { requestScope } from "~/request-scope.server";

interface CompareData {
  slugs: string[];
  comparison: ProductCompareResponse | null;
  /** With a single product there is nothing to compare yet; it is still shown. */
  single: ProductDetail | null;
}

export async function loadCompare(request: Request, context: AppLoadContext): Promise<CompareData> {
  const url = new URL(request.url);
  const scope = requestScope(request, context);
  const session = await scope.session();
  const fromUrl = url.searchParams.has("id") ? parseCompareIds(url.searchParams.get("id")) : null;
  const slugs = fromUrl ?? session.get("compare") ?? [];
  const api = scope.api;
  if (shouldFetchComparison(slugs)) {
    return {
      slugs,
      comparison: await critical(api.catalog.getProductComparisonBySlugs({ slug: slugs })),
      single: null,
    };
  }
  if (slugs.length === 1)
    return { slugs, comparison: null, single: await critical(api.catalog.getProductDetailBySlug({ slug: slugs[0] })) };
  return { slugs, comparison: null, single: null };
}

const compareAction = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("add"),
    slug: z.string({ required_error: NO_SLUGS_MESSAGE }).refine(isProductSlug, NO_SLUGS_MESSAGE),
    id: z.string().optional(),
  }),
  z.object({
    intent: z.literal("add-multiple"),
    slugs: z.string({ required_error: NO_SLUGS_MESSAGE }),
    id: z.string().optional(),
  }),
  z.object({
    intent: z.literal("remove"),
    slug: z.string().refine(isProductSlug, "Unknown product"),
    id: z.string().optional(),
  }),
  z.object({ intent: z.literal("reset") }),
]);

/** Applies one change to the list and answers with the compare page for the new list (303). */
export async function handleCompareAction(request: Request, context: AppLoadContext) {
  const session = await requestScope(request, context).session();
  const parsed = compareAction.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) {
    return Response.json({ error: parsed.error.issues[0]?.message ?? NO_SLUGS_MESSAGE }, { status: 400 });
  }
  const change = parsed.data;
  // The list shown (from the URL) is the one changed, so the buttons act on what the shopper sees.
  const current =
    "id" in change && change.id !== undefined ? parseCompareIds(change.id) : (session.get("compare") ?? []);
  let next: string[];
  try {
    if (change.intent === "add") next = addToCompare(current, change.slug);
    else if (change.intent === "add-multiple") next = addMultipleToCompare(current, change.slugs.split(","));
    else if (change.intent === "remove") next = removeFromCompare(current, change.slug);
    else next = resetCompare();
  } catch (error) {
    return Response.json({ error: error instanceof Error ? error.message : NO_SLUGS_MESSAGE }, { status: 400 });
  }
  session.set("compare", next);
  return redirect(next.length ? compareUrl(next) : "/compare/", {
    status: 303,
    headers: { "Set-Cookie": await commitSession(session) },
  });
}
