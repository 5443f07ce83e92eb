import type { SectionViewBuilder } from "./types";
import type { MediaWithTextView } from "./media-with-text";
import { boolProp, textProp, urlProp } from "./props.server";

/** Null when there is neither text nor an image. */
export const view: SectionViewBuilder<MediaWithTextView> = (section) => {
  const props = section?.props;
  const title = textProp(props, "title");
  const description = textProp(props, "description");
  const desktop = urlProp(props, "image_desktop");
  const mobile = urlProp(props, "image_mobile");
  if (!title && !description && !desktop && !mobile) return null;
  const buttonText = textProp(props, "button_text");
  const link = urlProp(props, "banner_link");
  const alignment = textProp(props, "text_alignment", "left");
  return {
    title,
    description,
    button: buttonText && link ? { text: buttonText, href: link } : null,
    desktop,
    mobile,
    textFirst: boolProp(props, "align_text_desktop", false),
    alignment: alignment === "center" ? "center" : alignment === "right" ? "right" : "left",
  };
};
