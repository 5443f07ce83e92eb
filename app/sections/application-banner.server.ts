import type { SectionViewBuilder } from "./types";
import type { ApplicationBannerView } from "./application-banner";
import { describeLink, textProp, urlProp } from "./props.server";

/** Null without an image. A linked banner always has a text: its alt, else the link's name. */
export const view: SectionViewBuilder<ApplicationBannerView> = (section) => {
  const props = section?.props;
  const desktop = urlProp(props, "image_desktop");
  const mobile = urlProp(props, "image_mobile");
  if (!desktop && !mobile) return null;
  const href = urlProp(props, "banner_link");
  return { desktop, mobile, href, alt: textProp(props, "alt") || (href ? describeLink(href) : "") };
};
