import type { SectionDefinition } from "./types";
import { SectionHeader, SectionShell } from "./shared";

export interface ImageGalleryView {
  title: string;
  description: string;
  /** Desktop and phone layouts: a grid, or one scrolling row. */
  layout: "grid" | "horizontal";
  mobileLayout: "grid" | "horizontal";
  perRow: number;
  perRowMobile: number;
  /** Corner radius of the cards, in % of their size. */
  radius: number;
  newTab: boolean;
  /** The image's renditions (image endpoint) when it is one of the store's own raster files. */
  items: { src: string; srcSet?: string; sizes?: string; href: string; alt: string }[];
}

/** A grid (or a scrolling row) of square images, each linked when it has a link. */
function ImageGallery({ view, index }: { view: ImageGalleryView; index: number }) {
  const { title, items } = view;
  const style = {
    "--per-row": String(view.perRow),
    "--per-row-mobile": String(view.perRowMobile),
    "--card-radius": `${view.radius}%`,
  } as Record<string, string>;
  return (
    <SectionShell index={index} variant="image-gallery" labelled={!!title} label="Gallery">
      <SectionHeader index={index} heading={title} description={view.description} />
      <ul
        className={`image-gallery image-gallery--${view.layout} image-gallery--mobile-${view.mobileLayout}`}
        style={style}
      >
        {items.map((item, i) => {
          const image = (
            <img
              src={item.src}
              srcSet={item.srcSet}
              sizes={item.sizes}
              alt={item.alt}
              width={400}
              height={400}
              loading="lazy"
              decoding="async"
            />
          );
          return (
            <li key={i} className="image-gallery__item">
              {item.href ? (
                <a
                  className="image-gallery__link"
                  href={item.href}
                  target={view.newTab ? "_blank" : undefined}
                  rel={view.newTab ? "noopener" : undefined}
                >
                  {image}
                  {view.newTab ? <span className="visually-hidden"> (opens in a new tab)</span> : null}
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

const imageGallery: SectionDefinition<ImageGalleryView> = { Component: ImageGallery };
export default imageGallery;
