import type { SectionDefinition } from "./types";
import { SectionHeader, SectionShell } from "./shared";

export interface TestimonialsView {
  title: string;
  /** Quotes with their author (image a safe URL or ""). */
  items: { image: string; name: string; description: string; quote: string }[];
}

/** Customer quotes as a plain list (scroll-snapping row on wide screens); no JavaScript. */
function Testimonials({ view: { title, items }, index }: { view: TestimonialsView; index: number }) {
  return (
    <SectionShell index={index} variant="testimonials" labelled>
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
                    <img
                      className="testimonial__avatar"
                      src={item.image}
                      alt=""
                      width={56}
                      height={56}
                      loading="lazy"
                      decoding="async"
                    />
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

const testimonials: SectionDefinition<TestimonialsView> = { Component: Testimonials };
export default testimonials;
