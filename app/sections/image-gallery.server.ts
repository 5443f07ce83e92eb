import type { SectionViewBuilder } from "./types";
import type { ImageGalleryView } from "./image-gallery";
import { imageSrcSet } from "~/sdk/images";
import { boolProp, describeLink, numberProp, sectionBlocks, textProp, urlProp } from "./props.server";

const layoutOf = (value: string, fallback: "grid" | "horizontal") =>
  value === "grid" || value === "horizontal" ? value : fallback;

/** The "gallery" blocks with an image; null when there is none. */
export const view: SectionViewBuilder<ImageGalleryView> = (section) => {
  const props = section?.props;
  const perRow = numberProp(props, "item_count", 5, 1, 10);
  const perRowMobile = numberProp(props, "item_count_mobile", 2, 1, 5);
  // The card's rendered width: the 1280 px page split in per-row columns on desktops.
  const sizes = `(min-width: 1024px) ${Math.ceil(1280 / perRow)}px, ${Math.ceil(100 / perRowMobile)}vw`;
  const items = sectionBlocks(section, "gallery")
    .map((block) => {
      const src = urlProp(block.props, "image");
      const href = urlProp(block.props, "link");
      const srcSet = src ? imageSrcSet(src, 960) : null;
      return {
        src,
        ...(srcSet ? { srcSet, sizes } : {}),
        href,
        alt: textProp(block.props, "alt") || (href ? describeLink(href) : ""),
      };
    })
    .filter((item) => item.src);
  if (items.length === 0) return null;
  return {
    title: textProp(props, "title"),
    description: textProp(props, "description"),
    layout: layoutOf(textProp(props, "desktop_layout"), "horizontal"),
    mobileLayout: layoutOf(textProp(props, "mobile_layout"), "grid"),
    perRow,
    perRowMobile,
    radius: numberProp(props, "card_radius", 0, 0, 50),
    newTab: boolProp(props, "in_new_tab", false),
    items,
  };
};
