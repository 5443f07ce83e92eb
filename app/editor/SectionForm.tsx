/**
 * The chosen section's panel in the theme editor: its props form (generated from its definition's
 * schema), its blocks (by type name and a short label; choose, move, remove, add one of the
 * definition's block types) and the chosen block's props form. Plain forms: each post makes a new
 * draft, so all of it works without JavaScript.
 */
import { Form, Link } from "@remix-run/react";
import { editorHref } from "~/lib/theme-editor";
import { PropsForm, RowActions, Where, type EditorData, type EditorResult } from "~/editor/fields";
import { FormError } from "~/components/field-messages";

type PanelProps = { data: EditorData; result: EditorResult; busy: boolean };

export function SectionForm({ data, result, busy }: PanelProps) {
  const selected = data.selected!;
  const { items, types, chosen } = selected.blocks;
  const listError = result && ["block-move", "block-remove"].includes(result.intent) ? result.formError : null;
  const addError = result?.intent === "block-add" ? (result.errors.type?.[0] ?? result.formError) : null;
  const draft = data.draft ?? "saved";
  return (
    <section className="editor__section" aria-labelledby="section-form-heading">
      <h2 id="section-form-heading">Edit: {selected.label}</h2>
      {!selected.known ? <p>This section has no definition in the theme: its props cannot be edited here.</p> : null}
      {selected.fields.length ? (
        <PropsForm
          key={`${draft}:${selected.index}`}
          {...{ data, result, busy }}
          intent="props"
          prefix="section"
          fields={selected.fields}
          button="Preview"
        />
      ) : selected.known ? (
        <p>This section has no settings.</p>
      ) : null}
      {selected.known && (items.length || types.length) ? (
        <h3 id="blocks-heading">Blocks of {selected.label}</h3>
      ) : null}
      <FormError id="blocks-error" message={listError} />
      {selected.known && items.length ? (
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
                  {item.summary ? <span className="editor__summary"> {item.summary}</span> : null}
                </Link>
                <RowActions data={data} busy={busy} name={name} index={index} count={items.length} block />
              </li>
            );
          })}
        </ol>
      ) : null}
      {types.length ? (
        <Form method="post" className="editor__add" preventScrollReset>
          <Where data={data} block={null} />
          <label htmlFor="add-block-type">Add a block</label>
          <select
            id="add-block-type"
            name="type"
            aria-invalid={addError ? true : undefined}
            aria-describedby={addError ? "add-block-type-error" : undefined}
          >
            {types.map((type) => (
              <option key={type.type} value={type.type}>
                {type.name}
              </option>
            ))}
          </select>
          <FormError id="add-block-type-error" message={addError} />
          <button type="submit" name="intent" value="block-add" className="button button--secondary" disabled={busy}>
            Add block
          </button>
        </Form>
      ) : null}
      {chosen ? (
        <>
          <h3>Edit block: {chosen.label}</h3>
          {chosen.fields.length ? (
            <PropsForm
              key={`${draft}:${selected.index}:${chosen.index}`}
              {...{ data, result, busy }}
              intent="block-props"
              prefix="block"
              fields={chosen.fields}
              button="Preview block"
            />
          ) : (
            <p>
              {chosen.known ? "This block has no settings." : "This block's type is not in the section's definition."}
            </p>
          )}
        </>
      ) : null}
    </section>
  );
}
