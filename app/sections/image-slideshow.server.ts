import type { SectionViewBuilder } from "./types";
import type { ImageSlideshowView } from "./image-slideshow";
import { boolProp, describeLink, numberProp, sectionBlocks, textProp, urlProp } from "./props.server";

/** The gallery blocks with an image; null when there is none. */
export const view: SectionViewBuilder<ImageSlideshowView> = (section) => {
  const slides = sectionBlocks(section, "gallery")
    .map((block) => {
      const href = urlProp(block.props, "redirect_link");
      const text = textProp(block.props, "image_text") || textProp(block.props, "alt");
      return {
        image: urlProp(block.props, "image"),
        mobileImage: urlProp(block.props, "mobile_image"),
        href,
        alt: text || (href ? describeLink(href) : ""),
      };
    })
    .filter((slide) => slide.image || slide.mobileImage);
  if (slides.length === 0) return null;
  const autoplay = boolProp(section.props, "autoplay", false);
  return { slides, interval: autoplay ? numberProp(section.props, "slide_interval", 3, 1, 60) : null };
};
