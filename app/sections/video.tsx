import type { SectionDefinition } from "./types";
import { SectionHeader, SectionShell } from "./shared";

export interface VideoView {
  title: string;
  description: string;
  /** A file played by a <video>, or a YouTube/Vimeo video linked from its poster (never framed). */
  video: { kind: "file"; src: string } | { kind: "page"; href: string; provider: "YouTube" | "Vimeo" };
  poster: string;
  /** A WebVTT captions file for a video file ("" for none). */
  captions: string;
}

/**
 * A video with its title. A file plays in the page (native controls, nothing loaded before a
 * click); a YouTube or Vimeo video is its poster linking to the video's page in a new tab, so the
 * page embeds no third-party frame.
 */
function Video({ view, index }: { view: VideoView; index: number }) {
  const { title, video, poster } = view;
  return (
    <SectionShell index={index} variant="video" labelled={!!title} label="Video">
      <SectionHeader index={index} heading={title} description={view.description} />
      {video.kind === "file" ? (
        // The captions track is there when the theme gives one (captions_url): the rule cannot see a conditional child.
        // eslint-disable-next-line jsx-a11y/media-has-caption
        <video
          className="video__player"
          controls
          preload="none"
          playsInline
          poster={poster || undefined}
          width={1280}
          height={720}
          aria-label={title || "Video"}
        >
          <source src={video.src} />
          {view.captions ? <track kind="captions" src={view.captions} srcLang="en" label="English" default /> : null}
          <a href={video.src}>Download the video</a>
        </video>
      ) : (
        <a className="video__poster" href={video.href} target="_blank" rel="noopener">
          {poster ? <img src={poster} alt="" width={1280} height={720} loading="lazy" decoding="async" /> : null}
          <span className="video__play">
            {`Watch ${title ? `“${title}”` : "the video"} on ${video.provider}`}
            <span className="visually-hidden"> (opens in a new tab)</span>
          </span>
        </a>
      )}
    </SectionShell>
  );
}

const video: SectionDefinition<VideoView> = { Component: Video };
export default video;
