import type { SectionViewBuilder } from "./types";
import type { NewsletterView } from "./newsletter";
import { textProp } from "./props.server";

/** The sign-up's texts; the section always shows (its form needs no data). */
export const view: SectionViewBuilder<NewsletterView> = (section) => {
  const props = section?.props;
  return {
    heading: textProp(props, "title", "Join our newsletter"),
    description: textProp(props, "description"),
    buttonText: textProp(props, "button_text", "Sign up"),
    note: textProp(props, "privacy_note"),
  };
};
