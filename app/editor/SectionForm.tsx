/**
 * The chosen section's panel in the theme editor: its props form (generated from its definition's
 * schema), its blocks (by type name and a short label; choose, move, remove, add one of the
 * definition's block types) and the chosen block's props form. Plain forms: each post makes a new
 * draft, so all of it works without JavaScript.
 */
import { Form, Link } from "@remix-run/react";
import { editorHref } from "~/lib/theme-editor";
import { FormError, ListButton, PropField, Where, type EditorData, type EditorResult } from "~/editor/fields";

type Selected = NonNullable<EditorData["selected"]>;
type PanelProps = { data: EditorData; result: EditorResult; busy: boolean };

export function SectionForm({ data, result, busy }: PanelProps) {
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
      {selected.known && (selected.blocks.items.length || selected.blocks.types.length) ? (
        <Blocks data={data} result={result} busy={busy} selected={selected} />
      ) : null}
    </section>
  );
}

function Blocks({ data, result, busy, selected }: PanelProps & { selected: Selected }) {
  const { items, types, chosen } = selected.blocks;
  const listError = result && ["block-move", "block-remove"].includes(result.intent) ? result.formError : null;
  const addError = result?.intent === "block-add" ? (result.errors.type?.[0] ?? result.formError) : null;
  return (
    <>
      <h3 id="blocks-heading">Blocks of {selected.label}</h3>
      <FormError id="blocks-error" message={listError} />
      {items.length === 0 ? <p>This section has no blocks yet.</p> : null}
      <ol className="editor__sections" aria-labelledby="blocks-heading">
        {items.map((item, index) => {
          const name = `${item.name} ${index + 1}`;
          return (
            <li
              key={`${index}:${item.name}`}
              className={`editor__item${chosen?.index === index ? " editor__item--selected" : ""}`}
            >
              <Link
                to={editorHref({
                  theme: data.themeParam,
                  page: data.page.value,
                  draft: data.draft,
                  section: selected.index,
                  block: index,
                })}
                aria-current={chosen?.index === index ? "true" : undefined}
                className="editor__item-name"
                preventScrollReset
              >
                {name}
                {item.summary ? <span className="editor__summary">{item.summary}</span> : null}
              </Link>
              <span className="editor__item-actions">
                <ListButton
                  data={data}
                  busy={busy}
                  label={`Move ${name} up`}
                  disabled={index === 0}
                  fields={{ intent: "block-move", block: index, to: index - 1 }}
                  text="Move up"
                />
                <ListButton
                  data={data}
                  busy={busy}
                  label={`Move ${name} down`}
                  disabled={index === items.length - 1}
                  fields={{ intent: "block-move", block: index, to: index + 1 }}
                  text="Move down"
                />
                <ListButton
                  data={data}
                  busy={busy}
                  label={`Remove ${name}`}
                  block={null}
                  fields={{ intent: "block-remove", block: index }}
                  text="Remove"
                />
              </span>
            </li>
          );
        })}
      </ol>
      {types.length ? (
        <Form method="post" className="editor__add" preventScrollReset>
          <Where data={data} block={null} />
          <label htmlFor="add-block-type">Add a block</label>
          <select
            id="add-block-type"
            name="type"
            required
            aria-invalid={addError ? true : undefined}
            aria-describedby={addError ? "add-block-type-error" : undefined}
          >
            {types.map((type) => (
              <option key={type.type} value={type.type}>
                {type.name}
              </option>
            ))}
          </select>
          {addError ? (
            <p id="add-block-type-error" className="field-error">
              {addError}
            </p>
          ) : null}
          <button type="submit" name="intent" value="block-add" className="button button--secondary" disabled={busy}>
            Add block
          </button>
        </Form>
      ) : null}
      {chosen ? <BlockForm data={data} result={result} busy={busy} chosen={chosen} /> : null}
    </>
  );
}

function BlockForm({ data, result, busy, chosen }: PanelProps & { chosen: NonNullable<Selected["blocks"]["chosen"]> }) {
  const mine = result?.intent === "block-props" ? result : null;
  return (
    <>
      <h3 id="block-form-heading">Edit block: {chosen.label}</h3>
      {!chosen.known ? (
        <p>This block&apos;s type is not in the section&apos;s definition: it cannot be edited here.</p>
      ) : null}
      {chosen.fields.length ? (
        <Form
          method="post"
          className="auth-form editor__form"
          key={`${data.draft ?? "saved"}:${data.selected?.index}:${chosen.index}`}
          aria-labelledby="block-form-heading"
          aria-describedby={mine?.formError ? "block-props-error" : undefined}
          preventScrollReset
        >
          <Where data={data} />
          <FormError id="block-props-error" message={mine?.formError} />
          {chosen.fields.map((field) => (
            <PropField
              key={field.id}
              field={field}
              idPrefix="block"
              typed={mine?.values[field.id]}
              error={mine?.errors[field.name]?.[0]}
            />
          ))}
          <button type="submit" name="intent" value="block-props" className="button" disabled={busy}>
            Preview block
          </button>
        </Form>
      ) : chosen.known ? (
        <p>This block has no settings.</p>
      ) : null}
    </>
  );
}
