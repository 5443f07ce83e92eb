import type { SectionViewBuilder } from "./types";
import type { HeroVideoView } from "./hero-video";
import { videoSource } from "~/lib/video-url";
import { boolProp, textProp, urlProp } from "./props.server";

/** The first of the props that names a video file (an upload, else a URL), and the first video page. */
function pick(props: Parameters<typeof textProp>[0], ids: string[]) {
  let file = "";
  let page = "";
  for (const id of ids) {
    const source = videoSource(urlProp(props, id));
    if (source?.kind === "file") file ||= source.src;
    else if (source) page ||= source.pageUrl;
  }
  return { file, page };
}

/** Null when it has neither a video, a poster nor text. */
export const view: SectionViewBuilder<HeroVideoView> = (section) => {
  const props = section?.props;
  const desktop = pick(props, ["videoFile", "videoUrl"]);
  const mobile = pick(props, ["mobileVideoFile", "mobileVideoUrl"]);
  const heading = textProp(props, "title");
  const description = textProp(props, "description");
  const poster = urlProp(props, "coverUrl");
  const buttonText = textProp(props, "button_text");
  const buttonLink = urlProp(props, "button_link");
  const src = desktop.file;
  if (!src && !mobile.file && !poster && !heading && !description) return null;
  const autoplay = boolProp(props, "autoplay", true);
  const controls = !boolProp(props, "hidecontrols", true);
  return {
    heading,
    description,
    button: buttonText && buttonLink ? { text: buttonText, href: buttonLink } : null,
    src,
    mobileSrc: mobile.file,
    poster,
    autoplay,
    loop: boolProp(props, "showloop", true),
    controls,
    // An autoplaying video must be pausable (WCAG 2.2.2), so is_pause_button cannot turn it off.
    pauseButton: autoplay && !controls,
    watchUrl: src || mobile.file ? "" : desktop.page || mobile.page,
  };
};
