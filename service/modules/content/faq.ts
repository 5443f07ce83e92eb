/** FAQ: the store's categories of questions and their answers (plain text), in their set order. */
import { and, asc, eq } from "drizzle-orm";
import type {
  Faq,
  FaqCategoriesResponse,
  FaqCategory,
  FaqCategoryBySlugResponse,
  FaqResponse,
} from "../../contract/types";
import type { Db } from "../../db/client";
import { faqCategories, faqs } from "../../db/schema";
import { notFound } from "../../http/errors";

type FaqRow = typeof faqs.$inferSelect;
type CategoryRow = typeof faqCategories.$inferSelect;

const toFaq = (row: FaqRow): Faq => ({
  _id: row.id,
  slug: row.slug,
  application: row.applicationId,
  question: row.question,
  answer: row.answer,
  tags: row.tags,
});

const categoryFields = (row: CategoryRow) => ({
  _id: row.id,
  slug: row.slug,
  application: row.applicationId,
  title: row.title,
  description: row.description,
  index: row.position,
  icon_url: row.iconUrl,
  _custom_json: {},
});

const faqsOf = (db: Db, applicationId: string, categoryId?: string) =>
  db
    .select()
    .from(faqs)
    .where(
      categoryId
        ? and(eq(faqs.applicationId, applicationId), eq(faqs.categoryId, categoryId))
        : eq(faqs.applicationId, applicationId),
    )
    .orderBy(asc(faqs.position), asc(faqs.id));

async function categoryBySlug(db: Db, applicationId: string, slug: string): Promise<CategoryRow> {
  const [row] = await db
    .select()
    .from(faqCategories)
    .where(and(eq(faqCategories.applicationId, applicationId), eq(faqCategories.slug, slug)))
    .limit(1);
  if (!row) throw notFound("FAQ category not found");
  return row;
}

/** getFaqs: every question, category by category. */
export async function listFaqs(db: Db, applicationId: string): Promise<FaqResponse> {
  const [categories, rows] = await Promise.all([
    db
      .select({ id: faqCategories.id })
      .from(faqCategories)
      .where(eq(faqCategories.applicationId, applicationId))
      .orderBy(asc(faqCategories.position), asc(faqCategories.id)),
    faqsOf(db, applicationId),
  ]);
  const order = new Map(categories.map((c, i) => [c.id, i]));
  const sorted = [...rows].sort((a, b) => (order.get(a.categoryId) ?? 0) - (order.get(b.categoryId) ?? 0));
  return { faqs: sorted.map(toFaq) };
}

export async function listFaqCategories(db: Db, applicationId: string): Promise<FaqCategoriesResponse> {
  const [categories, rows] = await Promise.all([
    db
      .select()
      .from(faqCategories)
      .where(eq(faqCategories.applicationId, applicationId))
      .orderBy(asc(faqCategories.position), asc(faqCategories.id)),
    faqsOf(db, applicationId),
  ]);
  return {
    categories: categories.map((c): FaqCategory => ({
      ...categoryFields(c),
      children: rows.filter((f) => f.categoryId === c.id).map((f) => f.id),
    })),
  };
}

export async function faqCategory(db: Db, applicationId: string, slug: string): Promise<FaqCategoryBySlugResponse> {
  const category = await categoryBySlug(db, applicationId, slug);
  const rows = await faqsOf(db, applicationId, category.id);
  return {
    category: {
      ...categoryFields(category),
      children: rows.map(({ id, slug: s, applicationId: app, question, answer }) => ({
        _id: id,
        slug: s,
        application: app,
        question,
        answer,
      })),
    },
  };
}

/** getFaqsByCategorySlug. */
export async function faqsOfCategory(db: Db, applicationId: string, slug: string): Promise<FaqResponse> {
  const category = await categoryBySlug(db, applicationId, slug);
  return { faqs: (await faqsOf(db, applicationId, category.id)).map(toFaq) };
}

/** getFaqBySlug: one question by its slug. */
export async function faqBySlug(db: Db, applicationId: string, slug: string): Promise<Faq> {
  const [row] = await db
    .select()
    .from(faqs)
    .where(and(eq(faqs.applicationId, applicationId), eq(faqs.slug, slug)))
    .limit(1);
  if (!row) throw notFound("FAQ not found");
  return toFaq(row);
}
