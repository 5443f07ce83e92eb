import type { SectionDefinition } from "./types";
import { ResponsiveImage } from "~/components/ResponsiveImage";
import { SectionShell } from "./shared";

export interface ApplicationBannerView {
  desktop: string;
  mobile: string;
  /** The banner's link ("" for none) and the image's text (the link's name). */
  href: string;
  alt: string;
}

/** A full-width banner image (a mobile one for phones, in a <picture>), linked when it has a link. */
function ApplicationBanner({ view, index }: { view: ApplicationBannerView; index: number }) {
  const image = (
    <ResponsiveImage
      className="app-banner__image"
      src={view.desktop}
      mobileSrc={view.mobile}
      alt={view.alt}
      width={1440}
      height={420}
      mobileWidth={480}
      mobileHeight={480}
      eager={index === 0}
    />
  );
  return (
    <SectionShell index={index} variant="app-banner" label="Banner">
      {view.href ? (
        <a className="app-banner__link" href={view.href}>
          {image}
        </a>
      ) : (
        image
      )}
    </SectionShell>
  );
}

const applicationBanner: SectionDefinition<ApplicationBannerView> = { Component: ApplicationBanner };
export default applicationBanner;
