/**
 * The theme editor's form pieces (shared by its panels): the editor's place sent with every form, a
 * form's own error, a one-button form of a list row, and a field of a form generated from a props
 * schema (label, input for its kind, its hint and error linked to it; what was typed kept).
 */
import { Form, type useActionData, type useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { FieldError, FormError } from "~/components/field-messages";
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

/**
 * A list row's Move up, Move down and Remove buttons, each a form of its own (works without
 * JavaScript): for a section (`index`) or, with `block`, a block of the chosen section.
 */
export function RowActions(props: {
  data: EditorData;
  busy: boolean;
  name: string;
  index: number;
  count: number;
  block?: boolean;
}) {
  const { data, busy, name, index, count, block } = props;
  const buttons = [
    ["Move up", "move", `Move ${name} up`, index - 1, index === 0],
    ["Move down", "move", `Move ${name} down`, index + 1, index === count - 1],
    ["Remove", "remove", `Remove ${name}`, null, false],
  ] as const;
  return (
    <span className="editor__item-actions">
      {buttons.map(([text, intent, label, to, disabled]) => (
        <Form key={text} method="post" className="editor__inline-form" preventScrollReset>
          <Where data={data} section={block ? undefined : null} block={block && to !== null ? undefined : null} />
          <input type="hidden" name="intent" value={block ? `block-${intent}` : intent} />
          <input type="hidden" name={block ? "block" : "index"} value={index} />
          {to === null ? null : <input type="hidden" name="to" value={to} />}
          <button type="submit" className="button button--link" aria-label={label} disabled={busy || disabled}>
            {text}
          </button>
        </Form>
      ))}
    </span>
  );
}

/** A props form generated from a schema's fields (a section's or a block's); a refusal keeps what was typed. */
export function PropsForm(props: {
  data: EditorData;
  result: EditorResult;
  busy: boolean;
  intent: string;
  prefix: string;
  fields: readonly EditorField[];
  button: string;
}) {
  const { data, busy, intent, prefix, fields } = props;
  const mine = props.result?.intent === intent ? props.result : null;
  const errorId = `${prefix}-props-error`;
  return (
    <Form
      method="post"
      className="auth-form editor__form"
      aria-describedby={mine?.formError ? errorId : undefined}
      preventScrollReset
    >
      <Where data={data} />
      <FormError id={errorId} message={mine?.formError} />
      {fields.map((field) => (
        <PropField
          key={field.id}
          field={field}
          idPrefix={prefix}
          typed={mine?.values[field.id]}
          error={mine?.errors[field.name]?.[0]}
        />
      ))}
      <button type="submit" name="intent" value={intent} className="button" disabled={busy}>
        {props.button}
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
  const shown = String(value);
  let input: ReactNode;
  if (field.kind === "textarea") input = <textarea {...common} rows={4} defaultValue={shown} />;
  else if (field.kind === "checkbox") input = <input {...common} type="checkbox" defaultChecked={shown === "true"} />;
  else if (field.kind === "select")
    input = (
      <select {...common} defaultValue={shown}>
        {field.optional ? <option value="">None</option> : null}
        {(field.options ?? []).map((option) => (
          <option key={option.value} value={option.value}>
            {option.text}
          </option>
        ))}
      </select>
    );
  else {
    const numeric = field.kind === "range" || field.kind === "number";
    input = (
      <input
        {...common}
        type={field.kind === "colour" ? "color" : numeric ? field.kind : "text"}
        inputMode={field.kind === "url" || field.kind === "image" ? "url" : undefined}
        min={field.min}
        max={field.max}
        step={numeric ? (field.step ?? 1) : undefined}
        defaultValue={shown || (field.kind === "colour" ? "#000000" : "")}
      />
    );
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
      <FieldError id={errorId} message={error} />
    </div>
  );
}
