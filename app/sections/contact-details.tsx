import type { SectionDefinition } from "./types";
import { SectionHeader, SectionShell, ViewAllLink } from "./shared";

export interface ContactDetailsView {
  heading: string;
  description: string;
  /** The store's address lines. */
  address: string[];
  phones: { label: string; display: string; tel: string }[];
  emails: { label: string; address: string }[];
  /** Support hours, as the store writes them. */
  timing: string;
  /** The link to the contact form. */
  contact: { text: string; href: string };
}

/** The store's address, phone numbers, e-mail addresses and support hours, then the contact form's link. */
function ContactDetails({ view, index }: { view: ContactDetailsView; index: number }) {
  return (
    <SectionShell index={index} variant="contact-block" labelled>
      <SectionHeader index={index} heading={view.heading} description={view.description} />
      {view.address.length || view.phones.length || view.emails.length || view.timing ? (
        <dl className="contact-block">
          {view.address.length ? (
            <div className="contact-block__item">
              <dt>Address</dt>
              <dd>
                <address>
                  {view.address.map((line, i) => (
                    <span key={i} className="contact-block__line">
                      {line}
                    </span>
                  ))}
                </address>
              </dd>
            </div>
          ) : null}
          {view.phones.length ? (
            <div className="contact-block__item">
              <dt>Phone</dt>
              {view.phones.map((phone) => (
                <dd key={phone.tel}>
                  {phone.label}: <a href={`tel:${phone.tel}`}>{phone.display}</a>
                </dd>
              ))}
            </div>
          ) : null}
          {view.emails.length ? (
            <div className="contact-block__item">
              <dt>E-mail</dt>
              {view.emails.map((email) => (
                <dd key={email.address}>
                  {email.label}: <a href={`mailto:${email.address}`}>{email.address}</a>
                </dd>
              ))}
            </div>
          ) : null}
          {view.timing ? (
            <div className="contact-block__item">
              <dt>Working hours</dt>
              <dd>{view.timing}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      <ViewAllLink link={view.contact} />
    </SectionShell>
  );
}

const contactDetails: SectionDefinition<ContactDetailsView> = { Component: ContactDetails };
export default contactDetails;
