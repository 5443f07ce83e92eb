import { Form, useSubmit } from "@remix-run/react";
import { useId } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import type { ProductSortOn } from "~/sdk/api";

interface SortSelectProps {
  /** `sort_on` of the listing response. */
  options: ProductSortOn[];
  /** The listing path the form submits to. */
  action: string;
  /** The current query string (with or without "?"): its other parameters are kept. */
  params?: string | URLSearchParams;
  label?: string;
}

/** Query keys a new sort order must not keep: it starts again at page 1. */
const DROPPED = new Set(["sort_on", "page_no", "page_id"]);

/**
 * "Sort by" as a GET form: a labelled <select name="sort_on">, the other query parameters in hidden
 * inputs, and a "Sort" button — the no-JS path. With JS the form submits on change and the button
 * is only visually hidden (still there for keyboard and screen-reader users).
 */
export function SortSelect({ options, action, params = "", label = "Sort by" }: SortSelectProps) {
  const id = useId();
  const hydrated = useHydrated();
  const submit = useSubmit();
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
