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
        <Picker
          name="theme"
          label="Theme"
          value={data.theme.id}
          options={data.themes.map((theme) => ({ value: theme.id, text: theme.name }))}
          keep={["page", data.page.value]}
          button="Edit theme"
        />
        <Picker
          name="page"
          label="Page"
          value={data.page.value}
          options={data.pages}
          keep={data.themeParam ? ["theme", data.themeParam] : null}
          button="Open"
        />
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

/** A plain GET form choosing where the editor goes (a theme, a page), keeping the other choice. */
function Picker(props: {
  name: string;
  label: string;
  value: string;
  options: { value: string; text: string }[];
  keep: [string, string] | null;
  button: string;
}) {
  return (
    <Form method="get" className="editor__page-picker">
      {props.keep ? <input type="hidden" name={props.keep[0]} value={props.keep[1]} /> : null}
      <label htmlFor={props.name}>{props.label}</label>
      <select id={props.name} name={props.name} defaultValue={props.value} key={props.value}>
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.text}
          </option>
        ))}
      </select>
      <button type="submit" className="button button--secondary">
        {props.button}
      </button>
    </Form>
  );
}
