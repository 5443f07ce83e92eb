/**
 * The theme editor's side of the preview protocol (decision 32), loaded after hydration outside the
 * editor's route chunk (with the protocol's zod checks): it waits for the framed store to say which
 * page it shows (`navigated`), then sends it the editor's draft (`update`, only when the frame does
 * not show it already) and the chosen section (`select`), and any other message the editor posts.
 */
import { editorMessage, readFrameMessage } from "~/lib/editor-protocol";

/** What the frame should show: its document (key, address), the draft and the chosen section. */
export interface FrameView {
  key: string;
  src: string;
  draft: string | null;
  selected: number | null;
}

export function linkFrame(frame: () => HTMLIFrameElement | null) {
  const origin = window.location.origin;
  let view: FrameView | null = null;
  let ready = false;
  // The draft the frame shows: the one in its address, then each one it was sent.
  let shown: string | null = null;
  const post = (message: Parameters<typeof editorMessage>[0]) => {
    if (ready) frame()?.contentWindow?.postMessage(editorMessage(message), origin);
  };
  const sync = () => {
    if (!view) return;
    if (view.draft && view.draft !== shown) {
      shown = view.draft;
      post({ type: "update", sectionPreviewHash: view.draft });
    }
    if (view.selected !== null) post({ type: "select", index: view.selected });
  };
  const onMessage = (event: MessageEvent) => {
    if (event.source !== frame()?.contentWindow || readFrameMessage(event, origin)?.type !== "navigated") return;
    if (!ready) {
      ready = true;
      sync();
    }
  };
  window.addEventListener("message", onMessage);
  return {
    post,
    /** The editor's new state: a new document waits for its `navigated`; otherwise sent at once. */
    show(next: FrameView) {
      if (next.key !== view?.key) {
        ready = false;
        shown = new URL(next.src, origin).searchParams.get("sectionPreviewHash");
      }
      const changed = next.draft !== view?.draft || next.selected !== view?.selected || next.key !== view?.key;
      view = next;
      if (changed) sync();
    },
    stop: () => window.removeEventListener("message", onMessage),
  };
}
