/**
 * What a video section's URL points at: a YouTube or Vimeo video (by id, with its page's URL), or a
 * video file. Pure. The storefront never frames either site: an embedded video is a poster that
 * links to the video's page (docs/decisions/0030-video-and-tabbed-sections-without-frames-or-scripts.md).
 */
import { safeHref } from "./links";

type VideoSource =
  | { kind: "youtube"; id: string; pageUrl: string }
  | { kind: "vimeo"; id: string; pageUrl: string }
  | { kind: "file"; src: string };

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_HOSTS = new Set([
  "youtube.com",
  "www.youtube.com",
  "m.youtube.com",
  "music.youtube.com",
  "youtube-nocookie.com",
  "www.youtube-nocookie.com",
]);
const VIMEO_HOSTS = new Set(["vimeo.com", "www.vimeo.com", "player.vimeo.com"]);

/** The video id of a YouTube URL ("" when it names none). */
function youtubeId(url: URL): string {
  if (url.hostname === "youtu.be") return url.pathname.split("/")[1] ?? "";
  if (url.pathname === "/watch") return url.searchParams.get("v") ?? "";
  const [, kind, id] = url.pathname.split("/");
  return ["embed", "shorts", "live", "v"].includes(kind) ? (id ?? "") : "";
}

function vimeoId(url: URL): string | null {
  if (!VIMEO_HOSTS.has(url.hostname)) return null;
  const match = /^\/(?:video\/)?(\d{4,12})(?:\/|$)/.exec(url.pathname);
  return match ? match[1] : null;
}

/** The video a URL names, or null when it is neither a YouTube/Vimeo video nor a safe http(s)/relative URL. */
export function videoSource(value: string): VideoSource | null {
  const href = safeHref(value.trim(), "");
  if (!href) return null;
  let url: URL;
  try {
    url = new URL(href, "http://relative.invalid");
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  if (url.hostname !== "relative.invalid") {
    if (url.hostname === "youtu.be" || YOUTUBE_HOSTS.has(url.hostname)) {
      const id = youtubeId(url);
      return YOUTUBE_ID.test(id) ? { kind: "youtube", id, pageUrl: `https://www.youtube.com/watch?v=${id}` } : null;
    }
    const vimeo = vimeoId(url);
    if (vimeo) return { kind: "vimeo", id: vimeo, pageUrl: `https://vimeo.com/${vimeo}` };
    if (VIMEO_HOSTS.has(url.hostname)) return null;
  }
  return { kind: "file", src: href };
}
