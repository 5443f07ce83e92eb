import type { SectionDefinition } from "./types";
import { safeHref } from "~/lib/links";
import { SectionHeader, SectionShell, sectionBlocks, textProp, urlProp } from "./shared";

/** Customer quotes as a plain list (scroll-snapping row on wide screens); no JavaScript. */
function Testimonials({ section, index }: Parameters<SectionDefinition["Component"]>[0]) {
  const title = textProp(section?.props, "title", "What our customers say");
  const items = sectionBlocks(section, "testimonial")
    .map((block) => ({
      image: urlProp(block.props, "author_image"),
      name: textProp(block.props, "author_name"),
      description: textProp(block.props, "author_description"),
      quote: textProp(block.props, "author_testimonial"),
    }))
    .filter((item) => item.quote);
  if (items.length === 0) return null;

  return (
    <SectionShell section={section} index={index} variant="testimonials" labelled>
      <SectionHeader index={index} heading={title} />
      <ul className="testimonials">
        {items.map((item, i) => (
          <li key={i} className="testimonials__item">
            <figure className="testimonial">
              <blockquote className="testimonial__quote">
                <p>{item.quote}</p>
              </blockquote>
              {item.name || item.description || item.image ? (
                <figcaption className="testimonial__author">
                  {item.image ? (
                    <img className="testimonial__avatar" src={safeHref(item.image, "")} alt="" width={56} height={56} loading="lazy" decoding="async" />
                  ) : null}
                  <span>
                    {item.name ? <span className="testimonial__name">{item.name}</span> : null}
                    {item.description ? <span className="testimonial__role">{item.description}</span> : null}
                  </span>
                </figcaption>
              ) : null}
            </figure>
          </li>
        ))}
      </ul>
    </SectionShell>
  );
}

const testimonials: SectionDefinition<undefined> = { Component: Testimonials };
export default testimonials;
