/**
 * The four policy pages (/privacy-policy/, /terms-and-conditions/, /shipping-policy/,
 * /return-policy/): one text each of the store's legal information (getLegalInformation), markdown
 * or HTML, rendered safely here on the server (~/lib/rich-text). A text the store left empty is 404.
 */
import type { AppLoadContext } from "@remix-run/node";
import type { LegalResponse } from "~/sdk/api";
import { notFound } from "~/http.server";
import { richTextHtml, splitTitle, summaryOf } from "~/lib/rich-text";
import { requestScope } from "~/request-scope.server";
import { cachedPublic, critical } from "~/sdk.server";

const LEGAL_PAGES = {
  policy: "Privacy policy",
  tnc: "Terms and conditions",
  shipping: "Shipping policy",
  returns: "Return policy",
} as const satisfies Partial<Record<keyof LegalResponse, string>>;
type LegalKind = keyof typeof LEGAL_PAGES;

export interface ContentPageData {
  title: string;
  description: string;
  /** Safe HTML (rich-text.ts). */
  html: string;
}

export async function loadLegalPage(
  request: Request,
  context: AppLoadContext,
  kind: LegalKind,
): Promise<ContentPageData> {
  const api = requestScope(request, context).api;
  const legal = await critical(cachedPublic("content:legal", () => api.content.getLegalInformation()));
  const text = legal[kind];
  if (typeof text !== "string" || !text.trim()) throw notFound();
  const { title, body } = splitTitle(text);
  const html = richTextHtml(body);
  return { title: title ?? LEGAL_PAGES[kind], description: summaryOf(html), html };
}
