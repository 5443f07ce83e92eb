/**
 * The theme editor's list of the page's sections: choose one, move it (buttons, or dragging with
 * JavaScript: the frame is told `drag-start`/`dragging`/`drag-end` and the drop posts the same move
 * form), remove it, add one, save the page or discard the draft. Plain forms: they work without
 * JavaScript.
 */
import { Form, Link, useSubmit } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { editorHref } from "~/lib/theme-editor";
import type { editorMessage } from "~/lib/editor-protocol";
import { RowActions, Where, type EditorData, type EditorResult } from "~/editor/fields";
import { FieldError, FormError } from "~/components/field-messages";

/** Sends a message to the framed store (nothing until the protocol has loaded and the frame answered). */
export type Post = (message: Parameters<typeof editorMessage>[0]) => void;

export function SectionsPanel(props: { data: EditorData; result: EditorResult; busy: boolean; post: Post }) {
  const { data, result, busy, post } = props;
  const hydrated = useHydrated();
  const submit = useSubmit();
  const listError = result && ["move", "remove", "save", "discard"].includes(result.intent) ? result.formError : null;
  const addError = result?.intent === "add" ? (result.errors.name?.[0] ?? result.formError) : null;
  const count = data.sections.length;

  // Dragging (after hydration, its own module); the frame link changes once the protocol has loaded.
  const listRef = useRef<HTMLOListElement>(null);
  const latest = useRef(post);
  latest.current = post;
  useEffect(() => {
    let stop: (() => void) | undefined;
    void import("~/editor/drag.client").then(({ startDragging }) => {
      if (!listRef.current) return;
      stop = startDragging(listRef.current, {
        post: (message) => latest.current(message),
        move: (form) => submit(form, { method: "post" }),
      });
    });
    return () => stop?.();
  }, [submit]);

  return (
    <section className="editor__section" aria-labelledby="sections-heading">
      <h2 id="sections-heading">Sections of {data.page.text}</h2>
      <p className="editor__status" id="draft-status">
        {data.draft ? "Unsaved changes: preview only until you save." : "As saved."}
      </p>
      <FormError id="list-error" message={listError} />
      {count === 0 ? <p>This page has no sections yet.</p> : null}
      <ol className="editor__sections" ref={listRef}>
        {data.sections.map((section, index) => (
          <li
            key={`${index}:${section.name}`}
            className={`editor__item${data.selected?.index === index ? " editor__item--selected" : ""}`}
            draggable={hydrated || undefined}
          >
            <Link
              to={editorHref({ theme: data.themeParam, page: data.page.value, draft: data.draft, section: index })}
              aria-current={data.selected?.index === index ? "true" : undefined}
              className="editor__item-name"
              preventScrollReset
            >
              {section.label}
            </Link>
            <RowActions data={data} busy={busy} name={section.label} index={index} count={count} />
          </li>
        ))}
      </ol>
      <Form method="post" className="editor__add" preventScrollReset>
        <Where data={data} block={null} />
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
        <FieldError id="add-name-error" message={addError} />
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
