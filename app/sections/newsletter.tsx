import type { SectionDefinition } from "./types";
import { NewsletterForm } from "~/components/NewsletterForm";
import { SectionHeader, SectionShell } from "./shared";

export interface NewsletterView {
  heading: string;
  description: string;
  buttonText: string;
  /** A line under the form (e.g. how often, how to leave). */
  note: string;
}

/** The newsletter sign-up: heading, description and an e-mail form that works without JavaScript. */
function Newsletter({ view, index }: { view: NewsletterView; index: number }) {
  return (
    <SectionShell index={index} variant="newsletter" labelled>
      <div className="newsletter">
        <SectionHeader index={index} heading={view.heading} description={view.description} />
        <NewsletterForm idPrefix={`section-${index}-newsletter`} buttonText={view.buttonText} />
        {view.note ? <p className="newsletter__note">{view.note}</p> : null}
      </div>
    </SectionShell>
  );
}

const newsletter: SectionDefinition<NewsletterView> = { Component: Newsletter };
export default newsletter;
