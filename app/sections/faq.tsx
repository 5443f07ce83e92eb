import type { SectionDefinition } from "./types";
import { SectionEmpty, SectionHeader, SectionShell, ViewAllLink } from "./shared";

export interface FaqView {
  heading: string;
  description: string;
  /** Plain-text questions and answers. */
  questions: { slug: string; question: string; answer: string }[];
  viewAll: { text: string; href: string } | null;
}

/** Questions as <details>/<summary>: they open and close without JavaScript. */
function Faq({ view, index }: { view: FaqView; index: number }) {
  return (
    <SectionShell index={index} variant="faq" labelled>
      <SectionHeader index={index} heading={view.heading} description={view.description} />
      {view.questions.length > 0 ? (
        <div className="faq-section">
          {view.questions.map((faq, i) => (
            <details key={faq.slug || i} className="faq-section__item">
              <summary>{faq.question}</summary>
              <p>{faq.answer}</p>
            </details>
          ))}
        </div>
      ) : (
        <SectionEmpty>No questions to show right now.</SectionEmpty>
      )}
      <ViewAllLink link={view.viewAll} heading={view.heading} />
    </SectionShell>
  );
}

const faq: SectionDefinition<FaqView> = { Component: Faq };
export default faq;
