import type { SectionViewBuilder } from "./types";
import type { TestimonialsView } from "./testimonials";
import { sectionBlocks, textProp, urlProp } from "./props.server";

/** The testimonial blocks with a quote; null when there is none. */
export const view: SectionViewBuilder<TestimonialsView> = (section) => {
  const items = sectionBlocks(section, "testimonial")
    .map((block) => ({
      image: urlProp(block.props, "author_image"),
      name: textProp(block.props, "author_name"),
      description: textProp(block.props, "author_description"),
      quote: textProp(block.props, "author_testimonial"),
    }))
    .filter((item) => item.quote);
  return items.length > 0 ? { title: textProp(section?.props, "title", "What our customers say"), items } : null;
};
