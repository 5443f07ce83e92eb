import type { SectionDefinition, SectionViewBuilder } from "./types";
import { ResponsiveImage } from "~/components/ResponsiveImage";
import { SectionShell, headingId } from "./shared";
import { textProp, urlProp } from "./props";

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

export interface HeroImageView {
  heading: string;
  description: string;
  /** The call to action (text and a safe link), or null. */
  button: { text: string; href: string } | null;
  desktop: string;
  mobile: string;
  /** Classes of the .hero box (placement, alignment, dark overlay). */
  boxClass: string;
  /** Classes of the .hero__media box (overlay). */
  mediaClass: string;
}

/** Server side: the hero's values from its props; null when it has neither text nor image. */
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

/**
 * Full-width banner with heading, description and a call to action. The text always sits on a solid
 * panel (light, or dark with the black overlay) so its contrast never depends on the image. The
 * heading is the page's <h1> when the hero is the first section.
 */
function HeroImage({ view: hero, index }: { view: HeroImageView; index: number }) {
  const { heading, description, button } = hero;
  const Heading = index === 0 ? "h1" : "h2";
  return (
    <SectionShell index={index} variant="hero" labelled={!!heading}>
      <div className={hero.boxClass}>
        <div className={hero.mediaClass}>
          <ResponsiveImage
            src={hero.desktop}
            mobileSrc={hero.mobile}
            alt=""
            width={1440}
            height={640}
            mobileWidth={480}
            mobileHeight={600}
            eager={index === 0}
          />
        </div>
        {heading || description || button ? (
          <div className="hero__content">
            {heading ? (
              <Heading id={headingId(index)} className="hero__heading">
                {heading}
              </Heading>
            ) : null}
            {description ? <p className="hero__description">{description}</p> : null}
            {button ? (
              <a className="theme-section__button" href={button.href}>
                {button.text}
              </a>
            ) : null}
          </div>
        ) : null}
      </div>
    </SectionShell>
  );
}

const heroImage: SectionDefinition<HeroImageView> = { Component: HeroImage };
export default heroImage;
