import type { SectionLoader, SectionViewBuilder } from "./types";
import { supportOf, type ContactPageData } from "~/content/contact.server";
import type { ContactDetailsView } from "./contact-details";
import { boolProp, textProp } from "./props.server";

type Support = ContactPageData["support"];

/** The store's address and support contacts (getContactInfo). */
export const load: SectionLoader<Support> = async (_section, { api }) =>
  supportOf(await api.configuration.getContactInfo());

/** Its heading (never empty), the shown parts that have something, and the contact form's link. */
export const view: SectionViewBuilder<ContactDetailsView, Support> = (section, data) => {
  const props = section?.props;
  const show = (id: string, list: unknown) => boolProp(props, id, true) && Array.isArray(list);
  const address = show("show_address", data?.address) ? data!.address : [];
  const phones = show("show_phone", data?.phones) ? data!.phones : [];
  const emails = show("show_email", data?.emails) ? data!.emails : [];
  const timing = boolProp(props, "show_working_hours", true) && typeof data?.timing === "string" ? data.timing : "";
  const buttonText = textProp(props, "button_text", "Send us a message");
  return {
    heading: textProp(props, "title", "Get in touch"),
    description: boolProp(props, "show_description", true) ? textProp(props, "description") : "",
    address,
    phones,
    emails,
    timing,
    contact: { text: buttonText, href: "/contact-us/" },
  };
};
