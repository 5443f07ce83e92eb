import type { SectionDefinition } from "./types";
import { ResponsiveImage } from "~/components/ResponsiveImage";
import { SectionShell, boolProp, describeLink, numberProp, sectionBlocks, textProp, urlProp } from "./shared";

/**
 * Banner slides as a horizontally scroll-snapping list: every slide is reachable by scrolling,
 * swiping or tabbing through its link, with no JavaScript. Autoplay is not emulated (a moving
 * carousel without a pause control would fail WCAG 2.2.2); `autoplay`/`slide_interval` are exposed as
 * data attributes for an optional progressive enhancement.
 */
function ImageSlideshow({ section, index }: Parameters<SectionDefinition["Component"]>[0]) {
  const slides = sectionBlocks(section, "gallery")
    .map((block) => ({
      image: urlProp(block.props, "image"),
      mobileImage: urlProp(block.props, "mobile_image"),
      href: urlProp(block.props, "redirect_link"),
      text: textProp(block.props, "image_text") || textProp(block.props, "alt"),
    }))
    .filter((slide) => slide.image || slide.mobileImage);
  if (slides.length === 0) return null;
  const autoplay = boolProp(section.props, "autoplay", false);
  const interval = numberProp(section.props, "slide_interval", 3, 1, 60);
  const anyLink = slides.some((slide) => slide.href);

  return (
    <SectionShell section={section} index={index} variant="slideshow" label="Slideshow">
      <ul
        className="slideshow"
        data-autoplay={autoplay ? "true" : undefined}
        data-interval={autoplay ? interval : undefined}
        // A scrollable region must be keyboard-reachable; links inside already are.
        tabIndex={anyLink ? undefined : 0}
        aria-label={anyLink ? undefined : "Slides"}
      >
        {slides.map((slide, i) => {
          const eager = index === 0 && i === 0;
          const alt = slide.text || (slide.href ? describeLink(slide.href) : "");
          const image = (
            <ResponsiveImage src={slide.image} mobileSrc={slide.mobileImage} alt={alt} width={1440} height={600} mobileWidth={480} mobileHeight={480} eager={eager} />
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

const imageSlideshow: SectionDefinition<undefined> = { Component: ImageSlideshow };
export default imageSlideshow;
