import { useEffect, useState } from "react";
import type { SectionDefinition } from "./types";
import { ResponsiveImage } from "~/components/ResponsiveImage";
import { remainingText } from "~/lib/countdown";
import { SectionCopy, SectionShell } from "./shared";

export interface CountdownBannerView {
  heading: string;
  description: string;
  button: { text: string; href: string } | null;
  /** The end (ISO 8601), or null when the theme set none. */
  endsAt: string | null;
  /** The time left when the page was rendered ("3 days, 4 hours and 5 minutes"), null once it ended. */
  remaining: string | null;
  /** What the banner says once it has ended. */
  endMessage: string;
  desktop: string;
  mobile: string;
}

/**
 * A timed offer: heading, the time left (rendered on the server, so every shopper sees it) or the
 * end message, and a call to action. With JavaScript the time left is refreshed every 30 seconds.
 */
function CountdownBanner({ view, index }: { view: CountdownBannerView; index: number }) {
  const { endsAt } = view;
  // The server's text until the browser has computed its own (hydration needs the same text).
  const [remaining, setRemaining] = useState(view.remaining);
  useEffect(() => {
    if (!endsAt || view.remaining === null) return;
    const end = Date.parse(endsAt);
    const tick = () => {
      const text = remainingText(end, Date.now());
      setRemaining(text);
      if (text === null) clearInterval(timer);
    };
    const timer = setInterval(tick, 30_000);
    tick();
    return () => clearInterval(timer);
  }, [endsAt, view.remaining]);
  return (
    <SectionShell index={index} variant="countdown" labelled={!!view.heading} label="Offer">
      <div className={`countdown${view.desktop || view.mobile ? " countdown--image" : ""}`}>
        <div className="countdown__media">
          <ResponsiveImage src={view.desktop} mobileSrc={view.mobile} alt="" width={1440} height={400} />
        </div>
        <div className="countdown__content">
          <SectionCopy index={index} heading={view.heading} description={view.description} block="countdown" />
          {endsAt ? (
            remaining !== null ? (
              <p className="countdown__timer">
                Ends in <time dateTime={endsAt}>{remaining}</time>
              </p>
            ) : (
              <p className="countdown__timer countdown__timer--ended">{view.endMessage}</p>
            )
          ) : null}
          {view.button ? (
            <a className="theme-section__button" href={view.button.href}>
              {view.button.text}
            </a>
          ) : null}
        </div>
      </div>
    </SectionShell>
  );
}

const countdownBanner: SectionDefinition<CountdownBannerView> = { Component: CountdownBanner };
export default countdownBanner;
