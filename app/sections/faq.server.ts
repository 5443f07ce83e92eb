import type { SectionLoader, SectionViewBuilder } from "./types";
import type { FaqView } from "./faq";
import { boolProp, numberProp, slugProp, textProp } from "./props.server";

interface FaqData {
  /** The chosen category's slug, or "" for every question. */
  category: string;
  questions: FaqView["questions"];
}

const DEFAULT_QUESTIONS = 6;
const MAX_QUESTIONS = 30;

/** The questions of the chosen category (the `category` prop), or the store's first questions. */
export const load: SectionLoader<FaqData> = async (section, { api }) => {
  const category = slugProp(section.props, "category");
  const max = numberProp(section.props, "item_count", DEFAULT_QUESTIONS, 1, MAX_QUESTIONS);
  const faqs = category
    ? ((await api.content.getFaqCategoryBySlug({ slug: category }))?.category?.children ?? [])
    : ((await api.content.getFaqs())?.faqs ?? []);
  const questions = faqs
    .filter((faq) => faq?.question && faq?.answer)
    .slice(0, max)
    .map(({ slug, question, answer }) => ({ slug, question, answer }));
  return { category, questions };
};

/** Its heading (never empty) and questions, or its empty message. */
export const view: SectionViewBuilder<FaqView, FaqData> = (section, data) => {
  const questions = Array.isArray(data?.questions) ? data.questions : [];
  const props = section?.props;
  const category = data?.category || slugProp(props, "category");
  return {
    heading: textProp(props, "title", "Frequently asked questions"),
    description: textProp(props, "description"),
    questions,
    viewAll: boolProp(props, "show_view_all", true)
      ? { text: textProp(props, "button_text", "View all FAQs"), href: category ? `/faq/${category}` : "/faq/" }
      : null,
  };
};
