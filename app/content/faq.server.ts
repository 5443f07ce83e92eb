/** The FAQ pages: /faq/ (every category with its questions) and /faq/:slug (one category). */
import type { AppLoadContext } from "@remix-run/node";
import { SLUG_PATTERN } from "~/sdk/validation";
import { notFound } from "~/http.server";
import { requestScope } from "~/request-scope.server";
import { cachedPublic, critical } from "~/sdk.server";

interface FaqView {
  slug: string;
  question: string;
  answer: string;
}

export interface FaqCategoryView {
  slug: string;
  title: string;
  description: string;
  faqs: FaqView[];
}

export interface FaqPageData {
  categories: Pick<FaqCategoryView, "slug" | "title">[];
  /** The categories shown: all on /faq/, the chosen one on /faq/:slug. */
  shown: FaqCategoryView[];
  /** The chosen category's slug on /faq/:slug. */
  current: string | null;
}

export async function loadFaqPage(request: Request, context: AppLoadContext, slug?: string): Promise<FaqPageData> {
  if (slug !== undefined && !SLUG_PATTERN.test(slug)) throw notFound();
  const api = requestScope(request, context).api;
  const listed = cachedPublic("content:faq-categories", () => api.content.getFaqCategories());
  const question = ({ slug: s, question: q, answer }: FaqView) => ({ slug: s, question: q, answer });
  let shown: FaqCategoryView[];
  if (slug === undefined) {
    const [{ categories }, { faqs }] = await critical(
      Promise.all([listed, cachedPublic("content:faqs", () => api.content.getFaqs())]),
    );
    const byId = new Map(faqs.map((f) => [f._id, f]));
    shown = categories.map((c) => ({
      slug: c.slug,
      title: c.title,
      description: c.description,
      faqs: c.children.flatMap((id) => {
        const faq = byId.get(id);
        return faq ? [question(faq)] : [];
      }),
    }));
  } else {
    const { category } = await critical(api.content.getFaqCategoryBySlug({ slug }));
    shown = [
      {
        slug: category.slug,
        title: category.title,
        description: category.description,
        faqs: category.children.map(question),
      },
    ];
  }
  const { categories } = await critical(listed);
  return { categories: categories.map((c) => ({ slug: c.slug, title: c.title })), shown, current: slug ?? null };
}
