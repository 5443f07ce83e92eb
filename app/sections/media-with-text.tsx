import type { SectionDefinition } from "./types";
import { ResponsiveImage } from "~/components/ResponsiveImage";
import { SectionCopy, SectionShell } from "./shared";

export interface MediaWithTextView {
  title: string;
  description: string;
  button: { text: string; href: string } | null;
  desktop: string;
  mobile: string;
  /** Text before the image on desktop. */
  textFirst: boolean;
  alignment: "left" | "center" | "right";
}

/**
 * An image beside a title, text and call to action (stacked on mobile). `align_text_desktop` puts
 * the text first on desktop. The image is decorative: the text carries the message.
 */
function MediaWithText({ view: media, index }: { view: MediaWithTextView; index: number }) {
  const { title, description, button } = media;
  return (
    <SectionShell index={index} variant="media-text" labelled={!!title}>
      <div className={`media-text${media.textFirst ? " media-text--reverse" : ""}`}>
        <div className="media-text__media">
          <ResponsiveImage
            src={media.desktop}
            mobileSrc={media.mobile}
            alt=""
            width={720}
            height={720}
            mobileWidth={480}
            mobileHeight={480}
            eager={index === 0}
          />
        </div>
        <div className={`media-text__content media-text__content--${media.alignment}`}>
          <SectionCopy index={index} heading={title} description={description} button={button} />
        </div>
      </div>
    </SectionShell>
  );
}

const mediaWithText: SectionDefinition<MediaWithTextView> = { Component: MediaWithText };
export default mediaWithText;
