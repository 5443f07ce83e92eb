/**
 * The theme editor's theme settings: the global colours, the font and the theme's custom props,
 * saved to the edited theme at once. With JavaScript each colour and font change is shown in the
 * frame as it is made (`section-config`, `font`), before it is saved.
 */
import { Form } from "@remix-run/react";
import type { EditorField } from "~/lib/theme-editor";
import { PropField, Where, type EditorData, type EditorResult } from "~/editor/fields";
import { FormError } from "~/components/field-messages";
import type { Post } from "~/editor/SectionsPanel";

export function ThemeSettings(props: { data: EditorData; result: EditorResult; busy: boolean; post: Post }) {
  const { data, result, busy, post } = props;
  const mine = result?.intent === "theme" ? result : null;
  const themeField = (field: EditorField, onValue?: (value: string) => void) => (
    <PropField
      key={field.id}
      idPrefix="theme"
      field={field}
      typed={mine?.values[field.name]}
      error={mine?.errors[field.name]?.[0]}
      onValue={onValue}
    />
  );
  return (
    <section className="editor__section" aria-labelledby="theme-heading">
      <h2 id="theme-heading">Theme settings</h2>
      <Form
        method="post"
        className="auth-form editor__form"
        aria-describedby={mine?.formError ? "theme-error" : undefined}
        preventScrollReset
      >
        <Where data={data} section={null} />
        <FormError id="theme-error" message={mine?.formError} />
        <fieldset className="editor__colours">
          <legend>Colours</legend>
          {data.global.colours.map((field) =>
            themeField(field, (value) => {
              if (/^#[0-9a-f]{6}$/i.test(value)) post({ type: "section-config", colors: { [field.id]: value } });
            }),
          )}
        </fieldset>
        {themeField(data.global.font, (family) => post({ type: "font", family }))}
        {data.global.custom.map((field) => themeField(field))}
        <button type="submit" name="intent" value="theme" className="button" disabled={busy}>
          Save theme settings
        </button>
      </Form>
    </section>
  );
}
