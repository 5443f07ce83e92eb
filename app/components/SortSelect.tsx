import { Form, useSubmit } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import type { ProductSortOn } from "~/sdk/api";

interface SortSelectProps {
  /** `sort_on` of the listing response. */
  options: (Pick<ProductSortOn, "value" | "display" | "is_selected"> & { name?: string })[];
  /** The listing path the form submits to. */
  action: string;
  /** The current query string (with or without "?"): its other parameters are kept. */
  params?: string | URLSearchParams;
  label?: string;
  /** Called once the form runs in the browser (ListingPage keeps the server's HTML until then). */
  onHydrated?: (hydrated: true) => void;
}

/** Query keys a new sort order must not keep: it starts again at page 1. */
const DROPPED = new Set(["sort_on", "page_no", "page_id"]);

/**
 * "Sort by" as a GET form: a labelled <select name="sort_on">, the other query parameters in hidden
 * inputs, and a "Sort" button — the no-JS path. With JS the form submits on change and the button
 * is only visually hidden (still there for keyboard and screen-reader users).
 */
export function SortSelect({ options, action, params = "", label = "Sort by", onHydrated }: SortSelectProps) {
  const id = "sort-on";
  const hydrated = useHydrated();
  const submit = useSubmit();
  const selectRef = useRef<HTMLSelectElement>(null);
  useEffect(() => {
    onHydrated?.(true);
    // A choice made before the JavaScript arrived: apply it as a change made now would be.
    const select = selectRef.current;
    const chosen = select?.selectedOptions[0];
    if (select && chosen && !chosen.defaultSelected) submit(select.form);
    // Once, when the form starts running in the browser.
  }, []); // eslint-disable-line react-hooks/exhaustive-deps
  const current = new URLSearchParams(typeof params === "string" ? params : params.toString());
  const valid = options.filter((option) => option?.value);
  if (!valid.length) return null;
  const selected = valid.find((option) => option.is_selected)?.value ?? current.get("sort_on") ?? valid[0].value;
  const kept = [...current].filter(([key]) => !DROPPED.has(key));

  return (
    <Form method="get" action={action} className="sort-select">
      {kept.map(([key, value], index) => (
        <input key={`${key}-${index}`} type="hidden" name={key} value={value} />
      ))}
      <label htmlFor={id} className="sort-select__label">
        {label}
      </label>
      <select
        id={id}
        ref={selectRef}
        name="sort_on"
        className="sort-select__select"
        defaultValue={selected}
        onChange={(event) => submit(event.currentTarget.form)}
      >
        {valid.map((option) => (
          <option key={option.value} value={option.value}>
            {option.display || option.name || option.value}
          </option>
        ))}
      </select>
      <button type="submit" className={hydrated ? "sort-select__submit visually-hidden" : "sort-select__submit button"}>
        Sort
      </button>
    </Form>
  );
}
