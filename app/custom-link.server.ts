/**
 * `/c/` and `/external/` (spec §2.2): custom links carrying their target in `url`, and theme custom
 * templates under `/c/<template>/…` (a theme page of kind "custom", nested paths included).
 */
import { data, redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { customLinkHref, customLinkTarget } from "~/lib/custom-links";
import { cachedPublic, critical } from "~/sdk.server";
import { requestScope } from "~/request-scope.server";
import { notFoundPage } from "~/section-page.server";
import { themePageSections } from "~/theme.server";

const linkQuery = z.object({
  url: z.string({ required_error: "url is required" }).trim().min(1, "url is required").max(2048, "url is too long"),
});

function badLink(message: string): never {
  throw new Response(JSON.stringify({ message }), { status: 400, headers: { "Content-Type": "application/json" } });
}

/** The custom link's target in this request's `url`, with the application's domains counted as internal. */
async function linkTarget(request: Request, context: LoaderFunctionArgs["context"]) {
  const parsed = linkQuery.safeParse({ url: new URL(request.url).searchParams.get("url") ?? undefined });
  if (!parsed.success) badLink(parsed.error.issues[0].message);
  const api = requestScope(request, context).api;
  const detail = await critical(cachedPublic("app:detail", () => api.configuration.getBasicDetails()));
  const target = customLinkTarget(
    parsed.data.url,
    (detail.domains ?? []).map((domain) => domain.name),
  );
  if (!target) badLink("url must be a path on this store or an http(s) address");
  return target;
}

/** `/external/?url=`: an internal target is followed at once; an external one is shown with a link to it. */
export async function externalLinkLoader({ request, context }: LoaderFunctionArgs) {
  const target = await linkTarget(request, context);
  if (target.kind === "internal") throw redirect(target.path);
  return data(
    { href: target.href, host: target.host },
    { headers: { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" } },
  );
}

/** Theme custom templates mount under /c/ (spec §2). */
const templateParam = z.string().regex(/^[a-z0-9-]{1,64}$/);

/**
 * `/c/?url=` goes where the link points (an external address through /external/); `/c/<template>/…`
 * renders the theme's custom template of that name (a 404 with the not-found template when none).
 */
export async function customLinkLoader({ request, context, params }: LoaderFunctionArgs) {
  const [template] = (params["*"] ?? "").split("/").filter(Boolean);
  if (!template) throw redirect(customLinkHref(await linkTarget(request, context)));
  if (!templateParam.safeParse(template).success) return notFoundPage(request, context);
  const { page, sections } = await themePageSections(request, context, template);
  if (!page || page.type !== "custom") return notFoundPage(request, context);
  return data({ sections, title: page.seo.title || page.text }, { status: 200 });
}
