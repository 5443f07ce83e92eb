import type { SectionDefinition } from "./types";
import { ResponsiveImage } from "~/components/ResponsiveImage";
import { SectionShell, headingId, textProp, urlProp } from "./shared";

const PLACEMENTS = new Set([
  "top_start", "top_center", "top_end",
  "center_start", "center_center", "center_end",
  "bottom_start", "bottom_center", "bottom_end",
]);
const ALIGNMENTS = new Set(["left", "center", "right"]);

/**
 * Full-width banner with heading, description and a call to action. The text always sits on a solid
 * panel (light, or dark with the black overlay) so its contrast never depends on the image. The
 * heading is the page's <h1> when the hero is the first section.
 */
function HeroImage({ section, index }: Parameters<SectionDefinition["Component"]>[0]) {
  const props = section?.props;
  const heading = textProp(props, "heading");
  const description = textProp(props, "description");
  const buttonText = textProp(props, "button_text");
  const buttonLink = urlProp(props, "button_link");
  const desktop = urlProp(props, "desktop_banner");
  const mobile = urlProp(props, "mobile_banner");
  const placementValue = textProp(props, "text_placement_desktop", "center_start");
  const placement = PLACEMENTS.has(placementValue) ? placementValue : "center_start";
  const alignmentValue = textProp(props, "text_alignment_desktop", "left");
  const alignment = ALIGNMENTS.has(alignmentValue) ? alignmentValue : "left";
  const overlay = textProp(props, "overlay_option", "no_overlay");
  const dark = overlay === "black_overlay";
  const hasText = !!(heading || description || (buttonText && buttonLink));
  if (!hasText && !desktop && !mobile) return null;
  const Heading = index === 0 ? "h1" : "h2";

  return (
    <SectionShell section={section} index={index} variant="hero" labelled={!!heading}>
      <div className={`hero hero--${placement.replace("_", "-")} hero--align-${alignment}${dark ? " hero--dark" : ""}`}>
        <div className={`hero__media${overlay === "white_overlay" || dark ? ` hero__media--${dark ? "dark" : "light"}` : ""}`}>
          <ResponsiveImage src={desktop} mobileSrc={mobile} alt="" width={1440} height={640} mobileWidth={480} mobileHeight={600} eager={index === 0} />
        </div>
        {hasText ? (
          <div className="hero__content">
            {heading ? (
              <Heading id={headingId(index)} className="hero__heading">
                {heading}
              </Heading>
            ) : null}
            {description ? <p className="hero__description">{description}</p> : null}
            {buttonText && buttonLink ? (
              <a className="theme-section__button" href={buttonLink}>
                {buttonText}
              </a>
            ) : null}
          </div>
        ) : null}
      </div>
    </SectionShell>
  );
}

const heroImage: SectionDefinition<undefined> = { Component: HeroImage };
export default heroImage;
