import type { SectionViewBuilder } from "./types";
import type { HeroImageView } from "./hero-image";
import { textProp, urlProp } from "./props.server";

const PLACEMENTS = [
  "top_start",
  "top_center",
  "top_end",
  "center_start",
  "center_center",
  "center_end",
  "bottom_start",
  "bottom_center",
  "bottom_end",
];
const ALIGNMENTS = ["left", "center", "right"];

/** The hero's values from its props; null when it has neither text nor image. */
export const view: SectionViewBuilder<HeroImageView> = (section) => {
  const props = section?.props;
  const heading = textProp(props, "heading");
  const description = textProp(props, "description");
  const buttonText = textProp(props, "button_text");
  const buttonLink = urlProp(props, "button_link");
  const desktop = urlProp(props, "desktop_banner");
  const mobile = urlProp(props, "mobile_banner");
  const placementValue = textProp(props, "text_placement_desktop", "center_start");
  const placement = PLACEMENTS.includes(placementValue) ? placementValue : "center_start";
  const alignmentValue = textProp(props, "text_alignment_desktop", "left");
  const alignment = ALIGNMENTS.includes(alignmentValue) ? alignmentValue : "left";
  const overlay = textProp(props, "overlay_option", "no_overlay");
  const dark = overlay === "black_overlay";
  const button = buttonText && buttonLink ? { text: buttonText, href: buttonLink } : null;
  if (!heading && !description && !button && !desktop && !mobile) return null;
  return {
    heading,
    description,
    button,
    desktop,
    mobile,
    boxClass: `hero hero--${placement.replace("_", "-")} hero--align-${alignment}${dark ? " hero--dark" : ""}`,
    mediaClass: `hero__media${overlay === "white_overlay" || dark ? ` hero__media--${dark ? "dark" : "light"}` : ""}`,
  };
};
