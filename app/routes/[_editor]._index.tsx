import type { LinksFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation, useSubmit } from "@remix-run/react";
import { useEffect, useRef, useState, type DragEvent, type ReactNode } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import type { editorAction, editorLoader } from "~/editor/editor.server";
import { privatePage } from "~/lib/cache-headers";
import { editorHref, FONT_FAMILIES, type EditorField } from "~/lib/theme-editor";
import editorStyles from "~/styles/editor.css";
import type * as ProtocolModule from "~/lib/editor-protocol";

/**
 * The built-in theme editor (/_editor): the store framed in edit mode, the page's sections (reorder,
 * select, add, remove), the chosen section's props form and the theme's colours and font. Every
 * change is a plain form post (it works without JavaScript); with JavaScript the sections can be
 * dragged and the frame follows through the editor protocol (select, update, drag, colours, font).
 */
export { editorLoader as loader, editorAction as action } from "~/editor/editor.server";

export const handle = { bare: true };
export const links: LinksFunction = () => [{ rel: "stylesheet", href: editorStyles }];
export const { headers, meta } = privatePage("Theme editor");

type Data = ReturnType<typeof useLoaderData<typeof editorLoader>>;
type Result = ReturnType<typeof useActionData<typeof editorAction>>;
type Post = (message: Parameters<Protocol["editorMessage"]>[0]) => void;

/** The editor's place (page, draft, chosen section), sent with every form. */
function Where({ data, section }: { data: Data; section?: number | null }) {
  const chosen = section === undefined ? data.selected?.index : section;
  return (
    <>
      <input type="hidden" name="page" value={data.page.value} />
      {data.draft ? <input type="hidden" name="draft" value={data.draft} /> : null}
      {chosen !== undefined && chosen !== null ? <input type="hidden" name="section" value={chosen} /> : null}
    </>
  );
}

type Protocol = typeof ProtocolModule;

/**
 * The framed store: posts the editor's messages once the frame has said which page it shows. The
 * protocol's module (zod checks) loads after hydration: the editor's forms do not wait for it.
 */
function useFrame(data: Data) {
  const frameRef = useRef<HTMLIFrameElement>(null);
  const [protocol, setProtocol] = useState<Protocol | null>(null);
  const [ready, setReady] = useState(false);
  // A new document for another page, or when the draft is saved or dropped; otherwise the frame stays
  // and is sent `update` (it shows the new draft without reloading the editor).
  const frameKey = `${data.page.value}:${data.draft ? "draft" : "saved"}`;
  const [frame, setFrame] = useState({ key: frameKey, src: data.frameSrc });
  if (frame.key !== frameKey) {
    setFrame({ key: frameKey, src: data.frameSrc });
    setReady(false);
  }
  const post: Post = (message) =>
    protocol && frameRef.current?.contentWindow?.postMessage(protocol.editorMessage(message), window.location.origin);

  useEffect(() => {
    void import("~/lib/editor-protocol").then(setProtocol);
  }, []);

  useEffect(() => {
    if (!protocol) return;
    const onMessage = (event: MessageEvent) => {
      if (event.source !== frameRef.current?.contentWindow) return;
      if (protocol.readFrameMessage(event, window.location.origin)?.type === "navigated") setReady(true);
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, [protocol]);

  // The draft the frame shows: the one in its address, then each one it was sent.
  const shown = useRef<{ key: string; hash: string | null } | null>(null);
  useEffect(() => {
    if (!ready || !protocol) return;
    if (shown.current?.key !== frame.key)
      shown.current = {
        key: frame.key,
        hash: new URL(frame.src, window.location.origin).searchParams.get("sectionPreviewHash"),
      };
    if (data.draft && data.draft !== shown.current.hash) {
      shown.current.hash = data.draft;
      frameRef.current?.contentWindow?.postMessage(
        protocol.editorMessage({ type: "update", sectionPreviewHash: data.draft }),
        window.location.origin,
      );
    }
  }, [ready, protocol, data.draft, frame]);

  const selected = data.selected?.index ?? null;
  useEffect(() => {
    if (ready && protocol && selected !== null)
      frameRef.current?.contentWindow?.postMessage(
        protocol.editorMessage({ type: "select", index: selected }),
        window.location.origin,
      );
  }, [ready, protocol, selected, data.draft]);

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

/** A form's own message (wrong input the service refused, a change that could not be made). */
function FormError({ id, message }: { id: string; message?: string | null }) {
  return message ? (
    <p id={id} className="field-error auth-form__error" role="alert">
      {message}
    </p>
  ) : null;
}

function SectionsPanel({ data, result, busy, post }: { data: Data; result: Result; busy: boolean; post: Post }) {
  const hydrated = useHydrated();
  const submit = useSubmit();
  const [dragged, setDragged] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const listError = result && ["move", "remove", "save", "discard"].includes(result.intent) ? result.formError : null;
  const addError = result?.intent === "add" ? (result.errors.name?.[0] ?? result.formError) : null;
  const count = data.sections.length;

  const drag = (index: number) => ({
    draggable: true,
    onDragStart: (event: DragEvent) => {
      event.dataTransfer.effectAllowed = "move";
      event.dataTransfer.setData("text/plain", String(index));
      setDragged(index);
      post({ type: "drag-start" });
    },
    onDragOver: (event: DragEvent) => {
      if (dragged === null) return;
      event.preventDefault();
      if (over !== index) {
        setOver(index);
        post({ type: "dragging", index });
      }
    },
    onDrop: (event: DragEvent) => {
      event.preventDefault();
      if (dragged !== null && dragged !== index) {
        const form = new FormData();
        form.set("intent", "move");
        form.set("index", String(dragged));
        form.set("to", String(index));
        form.set("page", data.page.value);
        if (data.draft) form.set("draft", data.draft);
        submit(form, { method: "post" });
      }
    },
    onDragEnd: () => {
      setDragged(null);
      setOver(null);
      post({ type: "drag-end" });
    },
  });

  return (
    <section className="editor__section" aria-labelledby="sections-heading">
      <h2 id="sections-heading">Sections of {data.page.text}</h2>
      <p className="editor__status" id="draft-status">
        {data.draft ? "Unsaved changes: preview only until you save." : "As saved."}
      </p>
      <FormError id="list-error" message={listError} />
      {count === 0 ? <p>This page has no sections yet.</p> : null}
      <ol className="editor__sections">
        {data.sections.map((section, index) => (
          <li
            key={`${index}:${section.name}`}
            className={[
              "editor__item",
              data.selected?.index === index ? "editor__item--selected" : "",
              over === index && dragged !== null ? "editor__item--over" : "",
            ].join(" ")}
            {...(hydrated ? drag(index) : {})}
          >
            {hydrated ? (
              <span className="editor__grip" aria-hidden="true">
                ⠿
              </span>
            ) : null}
            <Link
              to={editorHref({ page: data.page.value, draft: data.draft, section: index })}
              aria-current={data.selected?.index === index ? "true" : undefined}
              className="editor__item-name"
              preventScrollReset
            >
              {section.label}
            </Link>
            <span className="editor__item-actions">
              <ListButton
                data={data}
                busy={busy}
                label={`Move ${section.label} up`}
                disabled={index === 0}
                fields={{ intent: "move", index, to: index - 1 }}
                text="Move up"
              />
              <ListButton
                data={data}
                busy={busy}
                label={`Move ${section.label} down`}
                disabled={index === count - 1}
                fields={{ intent: "move", index, to: index + 1 }}
                text="Move down"
              />
              <ListButton
                data={data}
                busy={busy}
                label={`Remove ${section.label}`}
                fields={{ intent: "remove", index }}
                text="Remove"
              />
            </span>
          </li>
        ))}
      </ol>
      <Form method="post" className="editor__add" preventScrollReset>
        <Where data={data} />
        <input type="hidden" name="at" value={data.selected ? data.selected.index + 1 : count} />
        <label htmlFor="add-name">Add a section</label>
        <select
          id="add-name"
          name="name"
          required
          defaultValue=""
          aria-invalid={addError ? true : undefined}
          aria-describedby={addError ? "add-name-error" : undefined}
        >
          <option value="" disabled>
            Choose a section
          </option>
          {data.available.map((definition) => (
            <option key={definition.name} value={definition.name}>
              {definition.label}
            </option>
          ))}
        </select>
        {addError ? (
          <p id="add-name-error" className="field-error">
            {addError}
          </p>
        ) : null}
        <button type="submit" name="intent" value="add" className="button button--secondary" disabled={busy}>
          {data.selected ? "Add after the chosen section" : "Add at the end"}
        </button>
      </Form>
      <div className="editor__save">
        <Form method="post">
          <Where data={data} />
          <button
            type="submit"
            name="intent"
            value="save"
            className="button"
            disabled={busy}
            aria-describedby="draft-status"
          >
            Save page
          </button>
        </Form>
        {data.draft ? (
          <Form method="post">
            <Where data={data} section={null} />
            <button type="submit" name="intent" value="discard" className="button button--secondary" disabled={busy}>
              Discard changes
            </button>
          </Form>
        ) : null}
      </div>
    </section>
  );
}

/** One button of a section's row, posted as a form of its own (works without JavaScript). */
function ListButton(props: {
  data: Data;
  busy: boolean;
  label: string;
  text: string;
  disabled?: boolean;
  fields: Record<string, string | number>;
}) {
  return (
    <Form method="post" className="editor__inline-form" preventScrollReset>
      <Where data={props.data} section={null} />
      {Object.entries(props.fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button
        type="submit"
        className="button button--link"
        aria-label={props.label}
        disabled={props.busy || props.disabled}
      >
        {props.text}
      </button>
    </Form>
  );
}

function SectionForm({ data, result, busy }: { data: Data; result: Result; busy: boolean }) {
  const selected = data.selected!;
  const mine = result?.intent === "props" ? result : null;
  return (
    <section className="editor__section" aria-labelledby="section-form-heading">
      <h2 id="section-form-heading">Edit: {selected.label}</h2>
      {!selected.known ? <p>This section has no definition in the theme: its props cannot be edited here.</p> : null}
      {selected.fields.length ? (
        <Form
          method="post"
          className="auth-form editor__form"
          key={`${data.draft ?? "saved"}:${selected.index}`}
          aria-describedby={mine?.formError ? "props-error" : undefined}
          preventScrollReset
        >
          <Where data={data} />
          <FormError id="props-error" message={mine?.formError} />
          {selected.fields.map((field) => (
            <PropField
              key={field.id}
              field={field}
              idPrefix="section"
              typed={mine?.values[field.id]}
              error={mine?.errors[field.name]?.[0]}
            />
          ))}
          <button type="submit" name="intent" value="props" className="button" disabled={busy}>
            Preview
          </button>
        </Form>
      ) : selected.known ? (
        <p>This section has no settings.</p>
      ) : null}
    </section>
  );
}

/** A field of a generated form: label, input for its kind, its hint and error linked to it. */
function PropField(props: {
  field: EditorField;
  idPrefix: string;
  typed?: string;
  error?: string | null;
  onValue?: (value: string) => void;
}) {
  const { field, idPrefix, typed, error, onValue } = props;
  const id = `${idPrefix}-${field.id}`;
  const hintId = field.info || field.kind === "range" ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  const value = typed !== undefined ? typed : field.value;
  const common = {
    id,
    name: field.name,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy,
    onChange: onValue ? (event: { target: { value: string } }) => onValue(event.target.value) : undefined,
  };
  let input: ReactNode;
  switch (field.kind) {
    case "textarea":
      input = <textarea {...common} rows={4} defaultValue={String(value)} />;
      break;
    case "checkbox":
      input = <input {...common} type="checkbox" defaultChecked={value === true || value === "true"} />;
      break;
    case "select":
      input = (
        <select {...common} defaultValue={String(value)}>
          {field.optional ? <option value="">None</option> : null}
          {(field.options ?? []).map((option) => (
            <option key={option.value} value={option.value}>
              {option.text}
            </option>
          ))}
        </select>
      );
      break;
    case "colour":
      input = <input {...common} type="color" defaultValue={String(value) || "#000000"} />;
      break;
    case "range":
      input = (
        <input
          {...common}
          type="range"
          min={field.min}
          max={field.max}
          step={field.step ?? 1}
          defaultValue={String(value)}
        />
      );
      break;
    case "number":
      input = <input {...common} type="number" step={field.step ?? 1} defaultValue={String(value)} />;
      break;
    case "url":
    case "image":
      input = <input {...common} type="text" inputMode="url" defaultValue={String(value)} />;
      break;
    default:
      input = <input {...common} type="text" defaultValue={String(value)} />;
  }
  const checkbox = field.kind === "checkbox";
  return (
    <div className={`auth-form__field editor__field${checkbox ? " editor__field--checkbox" : ""}`}>
      {checkbox ? input : null}
      <label htmlFor={id}>{field.label}</label>
      {hintId ? (
        <p id={hintId} className="auth-form__hint">
          {field.kind === "range" ? `${field.min} to ${field.max}${field.unit ? ` ${field.unit}` : ""}. ` : ""}
          {field.info}
        </p>
      ) : null}
      {checkbox ? null : input}
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function ThemeSettings({ data, result, busy, post }: { data: Data; result: Result; busy: boolean; post: Post }) {
  const mine = result?.intent === "theme" ? result : null;
  return (
    <section className="editor__section" aria-labelledby="theme-heading">
      <h2 id="theme-heading">Theme settings</h2>
      <Form
        method="post"
        className="auth-form editor__form"
        aria-describedby={mine?.formError ? "theme-error" : undefined}
        preventScrollReset
      >
        <Where data={data} />
        <FormError id="theme-error" message={mine?.formError} />
        <fieldset className="editor__colours">
          <legend>Colours</legend>
          {data.global.colours.map((colour) => (
            <PropField
              key={colour.id}
              idPrefix="theme"
              field={{
                id: colour.id,
                name: `colors.${colour.id}`,
                label: colour.label,
                kind: "colour",
                value: colour.value,
                optional: false,
              }}
              typed={mine?.values[`colors.${colour.id}`]}
              error={mine?.errors[`colors.${colour.id}`]?.[0]}
              onValue={(value) => {
                if (/^#[0-9a-f]{6}$/i.test(value)) post({ type: "section-config", colors: { [colour.id]: value } });
              }}
            />
          ))}
        </fieldset>
        <PropField
          idPrefix="theme"
          field={{
            id: "font",
            name: "font",
            label: "Font",
            kind: "select",
            value: data.global.font,
            options: [...new Set([data.global.font, ...FONT_FAMILIES])].map((family) => ({
              value: family,
              text: family,
            })),
            optional: false,
          }}
          typed={mine?.values.font}
          error={mine?.errors.font?.[0]}
          onValue={(family) => post({ type: "font", family })}
        />
        {data.global.custom.map((field) => (
          <PropField
            key={field.id}
            idPrefix="theme"
            field={field}
            typed={mine?.values[field.name]}
            error={mine?.errors[field.name]?.[0]}
          />
        ))}
        <button type="submit" name="intent" value="theme" className="button" disabled={busy}>
          Save theme settings
        </button>
      </Form>
    </section>
  );
}
