import type { SectionDefinition } from "./types";
import { ResponsiveImage } from "~/components/ResponsiveImage";
import { SectionShell, boolProp, headingId, textProp, urlProp } from "./shared";

/**
 * An image beside a title, text and call to action (stacked on mobile). `align_text_desktop` puts
 * the text first on desktop. The image is decorative: the text carries the message.
 */
function MediaWithText({ section, index }: Parameters<SectionDefinition["Component"]>[0]) {
  const props = section?.props;
  const title = textProp(props, "title");
  const description = textProp(props, "description");
  const buttonText = textProp(props, "button_text");
  const link = urlProp(props, "banner_link");
  const desktop = urlProp(props, "image_desktop");
  const mobile = urlProp(props, "image_mobile");
  const textFirst = boolProp(props, "align_text_desktop", false);
  const alignment = textProp(props, "text_alignment", "left");
  if (!title && !description && !desktop && !mobile) return null;

  return (
    <SectionShell section={section} index={index} variant="media-text" labelled={!!title}>
      <div className={`media-text${textFirst ? " media-text--reverse" : ""}`}>
        <div className="media-text__media">
          <ResponsiveImage src={desktop} mobileSrc={mobile} alt="" width={720} height={720} mobileWidth={480} mobileHeight={480} eager={index === 0} />
        </div>
        <div className={`media-text__content media-text__content--${alignment === "center" ? "center" : alignment === "right" ? "right" : "left"}`}>
          {title ? (
            <h2 id={headingId(index)} className="theme-section__heading">
              {title}
            </h2>
          ) : null}
          {description ? <p className="theme-section__description">{description}</p> : null}
          {buttonText && link ? (
            <a className="theme-section__button" href={link}>
              {buttonText}
            </a>
          ) : null}
        </div>
      </div>
    </SectionShell>
  );
}

const mediaWithText: SectionDefinition<undefined> = { Component: MediaWithText };
export default mediaWithText;
