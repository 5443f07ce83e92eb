/** The `/s/<hash>` short links: the share module's link, followed only within the store (lib/short-link). */
import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { notFound } from "~/http.server";
import { shortLinkTarget } from "~/lib/short-link";
import { FDKServerResponseError } from "~/sdk";
import { toErrorResponse } from "~/sdk.server";
import { requestScope } from "~/request-scope.server";

/** A 302 to the link's page; the 404 page for an unknown, inactive, expired or off-site link. */
export async function followShortLink({ request, context, params }: LoaderFunctionArgs): Promise<Response> {
  const hash = params.hash ?? "";
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(hash)) throw notFound();
  let link;
  try {
    link = await requestScope(request, context).api.share.getOriginalShortLinkByHash({ hash });
  } catch (error) {
    if (error instanceof FDKServerResponseError && Number(error.status) === 404) throw notFound();
    throw toErrorResponse(error);
  }
  const to = shortLinkTarget(link, request.url, Date.now());
  if (!to) throw notFound();
  return redirect(to, 302);
}
