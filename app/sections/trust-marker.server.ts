import type { SectionViewBuilder } from "./types";
import type { TrustMarkerView } from "./trust-marker";
import { numberProp, sectionBlocks, textProp, urlProp } from "./props.server";

/** The "trustmarker" blocks with a title or text; null when there is none. */
export const view: SectionViewBuilder<TrustMarkerView> = (section) => {
  const props = section?.props;
  const markers = sectionBlocks(section, "trustmarker")
    .map((block) => ({
      heading: textProp(block.props, "marker_heading"),
      description: textProp(block.props, "marker_description"),
      logo: urlProp(block.props, "marker_logo"),
      href: urlProp(block.props, "marker_link"),
    }))
    .filter((marker) => marker.heading || marker.description);
  if (markers.length === 0) return null;
  return {
    title: textProp(props, "title"),
    description: textProp(props, "description"),
    perRow: numberProp(props, "per_row_desktop", 4, 1, 6),
    perRowMobile: numberProp(props, "per_row_mobile", 2, 1, 3),
    markers,
  };
};
