/**
 * The theme editor's form pieces (shared by its panels): the editor's place sent with every form, a
 * form's own error, a one-button form of a list row, and a field of a form generated from a props
 * schema (label, input for its kind, its hint and error linked to it; what was typed kept).
 */
import { Form, type useActionData, type useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import type { editorAction, editorLoader } from "~/editor/editor.server";
import type { EditorField } from "~/lib/theme-editor";

export type EditorData = ReturnType<typeof useLoaderData<typeof editorLoader>>;
export type EditorResult = ReturnType<typeof useActionData<typeof editorAction>>;

/**
 * The editor's place (theme, page, draft, chosen section and block), sent with every form; `section`
 * null leaves the section (and its block) out, `block` null the block.
 */
export function Where({ data, section, block }: { data: EditorData; section?: number | null; block?: number | null }) {
  const chosen = section === undefined ? data.selected?.index : section;
  const chosenBlock = section === null ? null : block === undefined ? data.selected?.blocks.chosen?.index : block;
  const hidden: [string, string | number | null | undefined][] = [
    ["theme", data.themeParam],
    ["page", data.page.value],
    ["draft", data.draft],
    ["section", chosen],
    ["block", chosenBlock],
  ];
  return (
    <>
      {hidden.map(([name, value]) =>
        value === null || value === undefined ? null : <input key={name} type="hidden" name={name} value={value} />,
      )}
    </>
  );
}

/** A form's own message (wrong input the service refused, a change that could not be made). */
export function FormError({ id, message }: { id: string; message?: string | null }) {
  return message ? (
    <p id={id} className="field-error auth-form__error" role="alert">
      {message}
    </p>
  ) : null;
}

/** One button of a list row, posted as a form of its own (works without JavaScript). */
export function ListButton(props: {
  data: EditorData;
  busy: boolean;
  label: string;
  text: string;
  disabled?: boolean;
  /** The place sent: the section chosen and the block (left out: as the editor is; null: none). */
  section?: number | null;
  block?: number | null;
  fields: Record<string, string | number>;
}) {
  return (
    <Form method="post" className="editor__inline-form" preventScrollReset>
      <Where data={props.data} section={props.section} block={props.block} />
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

/** A field of a generated form: label, input for its kind, its hint and error linked to it. */
export function PropField(props: {
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
