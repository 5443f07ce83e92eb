import type { SectionViewBuilder } from "./types";
import type { VideoView } from "./video";
import { videoSource } from "~/lib/video-url";
import { textProp, urlProp } from "./props.server";

/** The video: an uploaded file first, then the URL (a file, or a YouTube/Vimeo page). Null without one. */
export const view: SectionViewBuilder<VideoView> = (section) => {
  const props = section?.props;
  const source = videoSource(urlProp(props, "video_file")) ?? videoSource(urlProp(props, "video_url"));
  if (!source) return null;
  const cover = urlProp(props, "cover_url");
  return {
    title: textProp(props, "title"),
    description: textProp(props, "description"),
    video:
      source.kind === "file"
        ? { kind: "file", src: source.src }
        : { kind: "page", href: source.pageUrl, provider: source.kind === "youtube" ? "YouTube" : "Vimeo" },
    // YouTube's own thumbnail when the theme set no cover (an image: allowed by img-src, no frame, no cookie).
    captions: source.kind === "file" ? urlProp(props, "captions_url") : "",
    poster: cover || (source.kind === "youtube" ? `https://i.ytimg.com/vi/${source.id}/hqdefault.jpg` : ""),
  };
};
