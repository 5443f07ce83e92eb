import type { LinksFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import type { editorAction, editorLoader } from "~/editor/editor.server";
import { privatePage } from "~/lib/cache-headers";
import editorStyles from "~/styles/editor.css";
import type * as FrameLinkModule from "~/editor/frame-link.client";
import type { EditorData } from "~/editor/fields";
import { SectionsPanel, type Post } from "~/editor/SectionsPanel";
import { SectionForm } from "~/editor/SectionForm";
import { ThemeSettings } from "~/editor/ThemeSettings";

/**
 * The built-in theme editor (/_editor): a theme of the store (the applied one, or another picked),
 * the store framed in edit mode, the page's sections (reorder, select, add, remove), the chosen
 * section's props form and blocks, and the theme's colours and font. Every change is a plain form
 * post (it works without JavaScript); with JavaScript the sections can be dragged and the frame
 * follows through the editor protocol (select, update, drag, colours, font).
 */
export { editorLoader as loader, editorAction as action } from "~/editor/editor.server";

export const handle = { bare: true };
export const links: LinksFunction = () => [{ rel: "stylesheet", href: editorStyles }];
export const { headers, meta } = privatePage("Theme editor");

type FrameLink = ReturnType<typeof FrameLinkModule.linkFrame>;

/**
 * The framed store: a new document for another theme or page, or when the draft is saved or
 * dropped; otherwise the frame stays and is sent `update` (it shows the new draft without reloading
 * the editor). The link to it (frame-link.client.ts, with the protocol's zod checks) loads after
 * hydration: the editor's forms do not wait for it.
 */
function useFrame(data: EditorData) {
  const frameRef = useRef<HTMLIFrameElement>(null);
  const link = useRef<FrameLink | null>(null);
  const frameKey = `${data.theme.id}:${data.page.value}:${data.draft ? "draft" : "saved"}`;
  const [frame, setFrame] = useState({ key: frameKey, src: data.frameSrc });
  if (frame.key !== frameKey) setFrame({ key: frameKey, src: data.frameSrc });
  const view = { ...frame, draft: data.draft, selected: data.selected?.index ?? null };
  const latest = useRef(view);
  latest.current = view;

  useEffect(() => {
    let stopped = false;
    void import("~/editor/frame-link.client").then(({ linkFrame }) => {
      if (stopped) return;
      link.current = linkFrame(() => frameRef.current);
      link.current.show(latest.current);
    });
    return () => {
      stopped = true;
      link.current?.stop();
    };
  }, []);
  useEffect(() => link.current?.show(view));

  const post: Post = (message) => link.current?.post(message);
  return { frameRef, frame, post };
}

export default function ThemeEditor() {
  const data = useLoaderData<typeof editorLoader>();
  const result = useActionData<typeof editorAction>();
  const busy = useNavigation().state !== "idle";
  const { frameRef, frame, post } = useFrame(data);
  return (
    <div className="editor">
      <header className="editor__bar">
        <h1>
          Theme editor <span className="editor__theme">{data.theme.name}</span>
        </h1>
        <Form method="get" className="editor__page-picker">
          <label htmlFor="theme">Theme</label>
          <select id="theme" name="theme" defaultValue={data.theme.id} key={data.theme.id}>
            {data.themes.map((theme) => (
              <option key={theme.id} value={theme.id}>
                {theme.name}
              </option>
            ))}
          </select>
          <input type="hidden" name="page" value={data.page.value} />
          <button type="submit" className="button button--secondary">
            Edit theme
          </button>
        </Form>
        <Form method="get" className="editor__page-picker">
          {data.themeParam ? <input type="hidden" name="theme" value={data.themeParam} /> : null}
          <label htmlFor="page">Page</label>
          <select id="page" name="page" defaultValue={data.page.value} key={data.page.value}>
            {data.pages.map((page) => (
              <option key={page.value} value={page.value}>
                {page.text}
              </option>
            ))}
          </select>
          <button type="submit" className="button button--secondary">
            Open
          </button>
        </Form>
        <Form method="post" action="/_editor/sign-out">
          <button type="submit" className="button button--secondary">
            Sign out
          </button>
        </Form>
      </header>
      {data.notice ? (
        <p className="notice editor__notice" role="status">
          {data.notice}
        </p>
      ) : null}
      <div className="editor__body">
        <div className="editor__panel">
          <SectionsPanel data={data} result={result} busy={busy} post={post} />
          {data.selected ? <SectionForm data={data} result={result} busy={busy} /> : null}
          <ThemeSettings data={data} result={result} busy={busy} post={post} />
        </div>
        <div className="editor__stage">
          <iframe
            key={frame.key}
            ref={frameRef}
            src={frame.src}
            title={`Store preview: ${data.page.text}`}
            name="editor-frame"
            className="editor__frame"
          />
        </div>
      </div>
    </div>
  );
}
