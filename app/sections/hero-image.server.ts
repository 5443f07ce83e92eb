import type { SectionViewBuilder } from "./types";
import type { HeroImageView } from "./hero-image";
import { textProp, urlProp } from "./props.server";
import { HERO_ALIGNMENTS, HERO_DEFAULTS, HERO_OVERLAYS, HERO_PLACEMENTS, oneOf } from "./hero-image.options";

/** The hero's values from its props; null when it has neither text nor image. */
export const view: SectionViewBuilder<HeroImageView> = (section) => {
  const props = section?.props;
  const heading = textProp(props, "heading");
  const description = textProp(props, "description");
  const buttonText = textProp(props, "button_text");
  const buttonLink = urlProp(props, "button_link");
  const desktop = urlProp(props, "desktop_banner");
  const mobile = urlProp(props, "mobile_banner");
  const choice = <T extends string>(id: keyof typeof HERO_DEFAULTS, values: readonly T[], fallback: T) =>
    oneOf(values, textProp(props, id, fallback), fallback);
  const placement = choice("text_placement_desktop", HERO_PLACEMENTS, HERO_DEFAULTS.text_placement_desktop);
  const alignment = choice("text_alignment_desktop", HERO_ALIGNMENTS, HERO_DEFAULTS.text_alignment_desktop);
  const overlay = choice("overlay_option", HERO_OVERLAYS, HERO_DEFAULTS.overlay_option);
  const [y, x] = placement.split("_");
  const dark = overlay === "black_overlay";
  const button = buttonText && buttonLink ? { text: buttonText, href: buttonLink } : null;
  if (!heading && !description && !button && !desktop && !mobile) return null;
  return {
    heading,
    description,
    button,
    desktop,
    mobile,
    boxClass: `hero hero--y-${y} hero--x-${x} hero--align-${alignment}${dark ? " hero--dark" : ""}`,
    mediaClass: `hero__media${overlay === "white_overlay" || dark ? ` hero__media--${dark ? "dark" : "light"}` : ""}`,
  };
};
