import { Link } from "@remix-run/react";
import type { FaqPageData } from "~/content/faq.server";

/**
 * The FAQ pages' body (/faq/ and /faq/:slug): links to every category (the current one marked), then
 * each shown category with its questions as <details>, which open without JavaScript.
 */
export function FaqList({ categories, shown, current }: FaqPageData) {
  const single = current !== null ? shown[0] : null;
  return (
    <article className="content-page">
      <h1>{single ? single.title : "Frequently asked questions"}</h1>
      <nav className="faq-nav" aria-label="FAQ categories">
        <ul>
          <li>
            <Link to="/faq/" aria-current={current === null ? "page" : undefined}>
              All questions
            </Link>
          </li>
          {categories.map((c) => (
            <li key={c.slug}>
              <Link to={`/faq/${c.slug}`} aria-current={c.slug === current ? "page" : undefined}>
                {c.title}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {shown.map((category) => (
        <section key={category.slug} className="faq-category" aria-labelledby={`faq-${category.slug}`}>
          {single ? (
            <p id={`faq-${category.slug}`}>{category.description}</p>
          ) : (
            <>
              <h2 id={`faq-${category.slug}`}>
                <Link to={`/faq/${category.slug}`}>{category.title}</Link>
              </h2>
              <p>{category.description}</p>
            </>
          )}
          {category.faqs.map((faq) => (
            <details key={faq.slug} id={faq.slug}>
              <summary>{faq.question}</summary>
              <p>{faq.answer}</p>
            </details>
          ))}
        </section>
      ))}
    </article>
  );
}
