import type { SectionDefinition } from "./types";
import { ResponsiveImage } from "~/components/ResponsiveImage";
import { HeroCopy, SectionShell } from "./shared";

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

/**
 * Full-width banner with heading, description and a call to action. The text always sits on a solid
 * panel (light, or dark with the black overlay) so its contrast never depends on the image. The
 * heading is the page's <h1> when the hero is the first section.
 */
function HeroImage({ view: hero, index }: { view: HeroImageView; index: number }) {
  const { heading, description, button } = hero;
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
            <HeroCopy index={index} copy={hero} />
          </div>
        ) : null}
      </div>
    </SectionShell>
  );
}

const heroImage: SectionDefinition<HeroImageView> = { Component: HeroImage };
export default heroImage;
