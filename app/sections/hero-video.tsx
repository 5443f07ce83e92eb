import { useRef, useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import type { SectionDefinition } from "./types";
import { HeroCopy, SectionShell } from "./shared";

export interface HeroVideoView {
  heading: string;
  description: string;
  button: { text: string; href: string } | null;
  /** The video file for all screens, and one for phones ("" for none). */
  src: string;
  mobileSrc: string;
  /** Shown before the video plays, instead of it when motion is reduced, and without a video. */
  poster: string;
  autoplay: boolean;
  loop: boolean;
  /** Native controls (when the theme does not hide them). */
  controls: boolean;
  /**
   * An autoplaying video without controls gets a pause/play button with JavaScript, and the native
   * controls without it (WCAG 2.2.2: moving content can be paused).
   */
  pauseButton: boolean;
  /** A YouTube/Vimeo page the theme named instead of a file: linked, never framed. */
  watchUrl: string;
}

/** Motion only for shoppers who have not asked for less: otherwise no source matches and the poster stays. */
const MOTION_OK = "(prefers-reduced-motion: no-preference)";
const MOBILE = "(max-width: 480px)";

/**
 * A full-width muted, looping background video (plain <video> attributes: it plays without
 * JavaScript) with the hero's text panel over it. When the shopper prefers reduced motion the
 * autoplaying sources do not match and the poster is shown.
 */
function HeroVideo({ view, index }: { view: HeroVideoView; index: number }) {
  const { heading } = view;
  const video = useRef<HTMLVideoElement>(null);
  const live = useHydrated();
  const [paused, setPaused] = useState(false);
  const toggle = () => {
    const element = video.current;
    if (!element) return;
    if (element.paused) void element.play().catch(() => undefined);
    else element.pause();
    setPaused(!element.paused);
  };
  const motion = view.autoplay ? ` and ${MOTION_OK}` : "";
  return (
    <SectionShell index={index} variant="hero" labelled={!!heading} label="Video">
      <div className="hero hero--y-center hero--x-start hero--dark hero-video">
        <div className="hero__media hero__media--dark">
          {view.src || view.mobileSrc ? (
            <video
              ref={video}
              className="hero-video__video"
              poster={view.poster || undefined}
              autoPlay={view.autoplay}
              muted
              loop={view.loop}
              playsInline
              // Without JavaScript there is no pause button: the native controls pause it.
              controls={view.controls || (view.pauseButton && !live)}
              preload={view.autoplay ? "auto" : "none"}
              width={1440}
              height={640}
              aria-label={heading || "Video"}
              onPause={() => setPaused(true)}
              onPlay={() => setPaused(false)}
            >
              {view.mobileSrc ? <source src={view.mobileSrc} media={`${MOBILE}${motion}`} /> : null}
              {view.src ? <source src={view.src} media={view.autoplay ? MOTION_OK : undefined} /> : null}
            </video>
          ) : view.poster ? (
            <img src={view.poster} alt="" width={1440} height={640} loading={index === 0 ? "eager" : "lazy"} />
          ) : null}
        </div>
        <div className="hero__content">
          <HeroCopy index={index} copy={view} />
          {view.watchUrl ? (
            <p>
              <a className="hero-video__watch" href={view.watchUrl} target="_blank" rel="noopener">
                Watch the video<span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </p>
          ) : null}
        </div>
        {live && view.pauseButton ? (
          <button type="button" className="hero-video__pause" onClick={toggle} aria-pressed={paused}>
            {paused ? "Play video" : "Pause video"}
          </button>
        ) : null}
      </div>
    </SectionShell>
  );
}

const heroVideo: SectionDefinition<HeroVideoView> = { Component: HeroVideo };
export default heroVideo;
