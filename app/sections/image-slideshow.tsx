import type { SectionDefinition } from "./types";
import { ResponsiveImage } from "~/components/ResponsiveImage";
import { SectionShell } from "./shared";

export interface ImageSlideshowView {
  slides: { image: string; mobileImage: string; href: string; alt: string }[];
  /** Seconds between slides when the theme asks for autoplay, else null. */
  interval: number | null;
}

/**
 * Banner slides as a horizontally scroll-snapping list: every slide is reachable by scrolling,
 * swiping or tabbing through its link, with no JavaScript. Autoplay is not emulated (a moving
 * carousel without a pause control would fail WCAG 2.2.2); `autoplay`/`slide_interval` are exposed as
 * data attributes for an optional progressive enhancement.
 */
function ImageSlideshow({ view: { slides, interval }, index }: { view: ImageSlideshowView; index: number }) {
  const anyLink = slides.some((slide) => slide.href);
  return (
    <SectionShell index={index} variant="slideshow" label="Slideshow">
      <ul
        className="slideshow"
        data-autoplay={interval !== null ? "true" : undefined}
        data-interval={interval ?? undefined}
        // A scrollable region must be keyboard-reachable; links inside already are.
        tabIndex={anyLink ? undefined : 0}
        aria-label={anyLink ? undefined : "Slides"}
      >
        {slides.map((slide, i) => {
          const eager = index === 0 && i === 0;
          const image = (
            <ResponsiveImage
              src={slide.image}
              mobileSrc={slide.mobileImage}
              alt={slide.alt}
              width={1440}
              height={600}
              mobileWidth={480}
              mobileHeight={480}
              eager={eager}
            />
          );
          return (
            <li key={i} className="slideshow__slide">
              {slide.href ? (
                <a className="slideshow__link" href={slide.href}>
                  {image}
                  <span className="visually-hidden">{` (slide ${i + 1} of ${slides.length})`}</span>
                </a>
              ) : (
                image
              )}
            </li>
          );
        })}
      </ul>
    </SectionShell>
  );
}

const imageSlideshow: SectionDefinition<ImageSlideshowView> = { Component: ImageSlideshow };
export default imageSlideshow;
