/**
 * What the shopper did in server-rendered HTML that a component is about to replace — typed, chose,
 * ticked (by hand or by autofill), and where the focus is — put back in the component's HTML, element
 * by element (same props, same elements). Used by components/Island (an island's code arriving) and
 * by section-waker (sleeping sections going live, decision 35). Plain DOM code in a module of its own,
 * imported only when one of those swaps happens: neither the shell nor a page's first load carries it.
 */

/** A link, button, input, select, textarea or summary (read as an input: a select has no defaults, a link no value). */
type Field = HTMLInputElement;

const FIELDS = "a, button, input, select, textarea, summary";

/**
 * Reads the fields inside the elements with these ids now; the function it answers, called once the
 * same ids hold the new HTML, restores each field's value or checked state (fields whose name and
 * type still match, hidden ones aside) and the focus (the element at the focused one's place).
 */
export function keepFields(ids: readonly (string | undefined)[], root: Document = document): () => void {
  const fields = () =>
    ids.map((id) => [...((id ? root.getElementById(id) : null)?.querySelectorAll<Field>(FIELDS) ?? [])]);
  const before = fields();
  const active = root.activeElement;
  let focused: [number, number] | null = null;
  before.forEach((list, section) => {
    const index = list.indexOf(active as Field);
    if (index >= 0) focused = [section, index];
  });
  return () => {
    const after = fields();
    after.forEach((now, section) =>
      now.forEach((field, index) => {
        const old = before[section][index];
        if (!old?.name || old.name !== field.name || old.type !== field.type || field.type === "hidden") return;
        if (old.checked !== old.defaultChecked) field.checked = old.checked;
        else if (old.value !== old.defaultValue && old.type !== "checkbox" && old.type !== "radio")
          field.value = old.value;
      }),
    );
    if (focused) after[focused[0]][focused[1]]?.focus();
  };
}
