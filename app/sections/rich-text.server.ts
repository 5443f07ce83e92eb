import type { SectionViewBuilder } from "./types";
import { parseMarkup } from "~/lib/plain-markup";
import type { RichTextView } from "./rich-text";
import { textProp } from "./props.server";

const ALIGNMENTS = ["left", "center", "right"] as const;

/** The heading and the text's blocks (never HTML); null when both are empty. */
export const view: SectionViewBuilder<RichTextView> = (section) => {
  const props = section?.props;
  const heading = textProp(props, "heading");
  const blocks = parseMarkup(textProp(props, "content"));
  if (!heading && blocks.length === 0) return null;
  const align = textProp(props, "text_alignment", "left");
  return {
    heading,
    blocks,
    align: (ALIGNMENTS as readonly string[]).includes(align) ? (align as RichTextView["align"]) : "left",
  };
};
