import type { SectionViewBuilder } from "./types";
import type { CountdownBannerView } from "./countdown-banner";
import { parseEndTime, remainingText } from "~/lib/countdown";
import { textProp, urlProp } from "./props.server";

const DEFAULT_END_MESSAGE = "This offer has ended.";

/**
 * The banner's values at `now` (the time left is rendered on the server). Null when it has neither a
 * heading nor an end date. A date without an offset is read as UTC.
 */
export function countdownView(section: Parameters<SectionViewBuilder<CountdownBannerView>>[0], now: number) {
  const props = section?.props;
  const heading = textProp(props, "heading");
  const end = parseEndTime(textProp(props, "end_date"));
  if (!heading && end === null) return null;
  const buttonText = textProp(props, "button_text");
  const buttonLink = urlProp(props, "button_link");
  return {
    heading,
    description: textProp(props, "description"),
    button: buttonText && buttonLink ? { text: buttonText, href: buttonLink } : null,
    endsAt: end === null ? null : new Date(end).toISOString(),
    remaining: end === null ? null : remainingText(end, now),
    endMessage: textProp(props, "end_message", DEFAULT_END_MESSAGE),
    desktop: urlProp(props, "image_desktop"),
    mobile: urlProp(props, "image_mobile"),
  } satisfies CountdownBannerView;
}

export const view: SectionViewBuilder<CountdownBannerView> = (section) => countdownView(section, Date.now());
