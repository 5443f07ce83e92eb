import { Form, Link, useFetcher, useNavigate } from "@remix-run/react";
import { useEffect, useRef, useState, type FormEvent, type MouseEvent } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import type { FacetView, FilterPanelView } from "~/lib/facets";
import { rangeInputsToFilters, type RangeInputOptions } from "~/lib/filters";

/** Below this width (spec §9 layout threshold) the enhanced panel opens as a modal dialog. */
export const FILTER_MODAL_QUERY = "(max-width: 767px)";
const RANGE_CHANGE_DELAY_MS = 400;
const HEADING_ID = "filters-heading";
const DIALOG_ID = "filters-dialog";

export interface FilterPanelProps {
  /** The panel as the loader built it (lib/facets filterPanelView): facets, hidden inputs, clear link. */
  panel: FilterPanelView;
  /** The listing path the form submits to, e.g. "/products/" or "/brand/nike/". */
  action: string;
  /** Products the listing shows ("21 products"): the enhanced apply button reads "Show 21 products". */
  resultText?: string;
  /** Filter values applied in the URL: the phone's "Filters (N selected)" button. */
  selected?: number;
  /** Called once the panel runs in the browser (ListingPage keeps the server's HTML until then). */
  onHydrated?: (hydrated: true) => void;
  heading?: string;
}

/** Facet bounds and query formats, so the enhanced form folds range inputs exactly as the facet wants. */
function rangeOptions(facets: FacetView[]): RangeInputOptions {
  const bounds: NonNullable<RangeInputOptions["bounds"]> = {};
  const queryFormats: Record<string, string> = {};
  for (const { name, range } of facets) {
    if (!range) continue;
    if (range.min !== undefined && range.max !== undefined) bounds[name] = { min: range.min, max: range.max };
    queryFormats[name] = range.format;
  }
  return { bounds, queryFormats };
}

/** The query the form would submit (range inputs folded). */
function formQuery(form: HTMLFormElement, facets: FacetView[]): URLSearchParams {
  const raw = new URLSearchParams();
  for (const [key, value] of new FormData(form)) {
    if (typeof value === "string") raw.append(key, value);
  }
  return rangeInputsToFilters(raw, rangeOptions(facets));
}

const withQuery = (path: string, query: URLSearchParams) => {
  const text = query.toString();
  return text ? `${path}?${text}` : path;
};

/** Whether the shopper changed a field before the panel's JavaScript ran. */
const edited = (form: HTMLFormElement) =>
  [...form.querySelectorAll("input")].some((input) =>
    input.type === "checkbox" ? input.checked !== input.defaultChecked : input.value !== input.defaultValue,
  );

function useMediaQuery(query: string): boolean {
  const [matches, setMatches] = useState(false);
  useEffect(() => {
    if (typeof window === "undefined" || !window.matchMedia) return;
    const list = window.matchMedia(query);
    const update = () => setMatches(list.matches);
    update();
    list.addEventListener("change", update);
    return () => list.removeEventListener("change", update);
  }, [query]);
  return matches;
}

/**
 * One facet: a fieldset of checkboxes (each labelled by the value, its accessible name with the
 * count, the count drawn from `data-count`), "Show N more" when values are left out; the locked value
 * fixed; or min/max number inputs for a range.
 */
function Facet({ facet, onMore }: { facet: FacetView; onMore?: (event: MouseEvent<HTMLAnchorElement>) => void }) {
  const { name, range, locked, more } = facet;
  return (
    <fieldset id={`facet-${name}`} className="filter-facet">
      <legend>{facet.legend}</legend>
      {range ? (
        <div className="filter-range">
          {(["min", "max"] as const).map((end) => (
            <label key={end}>
              {end === "min" ? "Minimum" : "Maximum"}
              {range.unit}
              <input
                type="number"
                inputMode="decimal"
                name={`${name}_${end}`}
                min={range.min}
                max={range.max}
                step="any"
                placeholder={range[end] !== undefined ? String(range[end]) : undefined}
                defaultValue={end === "min" ? range.from : range.to}
              />
            </label>
          ))}
        </div>
      ) : locked ? (
        <label className="filter-value filter-value--locked">
          <input type="checkbox" checked disabled readOnly aria-label={locked.label} />
          {locked.text}
        </label>
      ) : (
        facet.values?.map((value) => (
          <label key={value.value} className="filter-value" data-count={value.count ?? undefined}>
            <input
              type="checkbox"
              name={name}
              value={value.value}
              defaultChecked={value.checked}
              aria-label={value.label}
            />
            {value.text}
          </label>
        ))
      )}
      {more ? (
        <a href={more.href} className="filter-facet__more" data-facet={name} onClick={onMore}>
          Show {more.count} more<span className="visually-hidden"> {facet.legend.toLowerCase()} values</span>
        </a>
      ) : null}
    </fieldset>
  );
}

/**
 * The listing's filters as a GET form: one fieldset per facet, the hidden inputs the loader gives
 * (q, sort_on, `more`, the locked filter), "Apply filters" and "Clear all".
 *
 * Without JS it is a plain visible form ("Show N more" is a link the loader honours). With JS: on
 * screens under 768 px it moves into a modal <dialog> opened by a "Filters" button; toggling a value
 * or "Show N more" calls `onChange` with the next query (the listing previews facets and count);
 * applying navigates to the canonical query (range inputs folded, page 1); the apply button reads
 * "Show N products" from `resultText`.
 */
export function FilterPanel({
  panel: applied,
  action,
  resultText: appliedText,
  selected = 0,
  onHydrated,
  heading = "Filters",
}: FilterPanelProps) {
  const hydrated = useHydrated();
  const isSmall = useMediaQuery(FILTER_MODAL_QUERY);
  const asDialog = hydrated && isSmall;
  const navigate = useNavigate();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLButtonElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const rangeTimer = useRef<ReturnType<typeof setTimeout>>();
  /** The facet whose "Show more" was used: its first new value takes the focus once shown. */
  const reveal = useRef<string | null>(null);
  // With JavaScript a change previews the listing it would apply (facets and count) with a fetcher;
  // a preview counts only until the listing itself changes (applied, cleared, revalidated).
  const preview = useFetcher<{ panel: FilterPanelView; countText: string }>();
  const [previewOf, setPreviewOf] = useState(applied);
  const previewing = previewOf === applied ? preview.data : undefined;
  const panel = previewing?.panel ?? applied;
  const resultText = previewing?.countText ?? appliedText;
  const onChange = (next: URLSearchParams) => {
    setPreviewOf(applied);
    preview.load(withQuery(action, next));
  };
  const { facets } = panel;

  useEffect(() => {
    onHydrated?.(true);
    // A value changed before the JavaScript arrived: preview it as a change made now would be.
    const form = formRef.current;
    if (form && edited(form)) onChange(formQuery(form, facets));
    return () => clearTimeout(rangeTimer.current);
    // Once, when the panel starts running in the browser.
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    const name = reveal.current;
    if (!name) return;
    const boxes = formRef.current?.querySelectorAll<HTMLInputElement>(`#facet-${CSS.escape(name)} input`);
    const facet = facets.find((f) => f.name === name);
    if (!boxes || !facet || facet.more) return;
    reveal.current = null;
    boxes[Math.min(boxes.length - 1, 6)]?.focus();
  }, [facets]);

  const applyLabel = hydrated && resultText ? `Show ${resultText}` : "Apply filters";

  function handleChange(event: FormEvent<HTMLFormElement>) {
    const form = event.currentTarget;
    const target = event.target as unknown as HTMLInputElement;
    clearTimeout(rangeTimer.current);
    if (target.type === "number") {
      rangeTimer.current = setTimeout(() => onChange(formQuery(form, facets)), RANGE_CHANGE_DELAY_MS);
    } else {
      onChange(formQuery(form, facets));
    }
  }

  function handleMore(event: MouseEvent<HTMLAnchorElement>) {
    const form = formRef.current;
    const name = event.currentTarget.dataset.facet;
    if (!form || !name) return;
    // The preview shows the facet whole and keeps what the shopper has ticked but not applied.
    event.preventDefault();
    reveal.current = name;
    const next = formQuery(form, facets);
    next.append("more", name);
    onChange(next);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    clearTimeout(rangeTimer.current);
    const next = formQuery(event.currentTarget, facets);
    dialogRef.current?.close();
    navigate(withQuery(action, next));
  }

  function openDialog() {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
  }

  const form = (
    <Form
      ref={formRef}
      method="get"
      action={action}
      className="filter-panel__form"
      onChange={handleChange}
      onSubmit={handleSubmit}
    >
      {panel.hidden.map(([name, value]) => (
        <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
      ))}
      {facets.length === 0 ? <p className="filter-panel__empty">No filters for these products.</p> : null}
      {facets.map((facet) => (
        <Facet key={facet.name} facet={facet} onMore={handleMore} />
      ))}
      <div className="filter-panel__actions">
        <button type="submit" className="button filter-panel__apply">
          {applyLabel}
        </button>
        <Link to={panel.clearHref} className="filter-panel__clear" onClick={() => dialogRef.current?.close()}>
          Clear all<span className="visually-hidden"> filters</span>
        </Link>
      </div>
    </Form>
  );

  if (!asDialog) {
    return (
      <section className="filter-panel" aria-labelledby={HEADING_ID}>
        <h2 id={HEADING_ID} className="filter-panel__heading">
          {heading}
        </h2>
        {form}
      </section>
    );
  }

  return (
    <section className="filter-panel filter-panel--modal">
      <button
        ref={openerRef}
        type="button"
        className="filter-panel__open"
        aria-haspopup="dialog"
        aria-controls={DIALOG_ID}
        onClick={openDialog}
      >
        {heading}
        {selected ? <span className="filter-panel__badge"> ({selected} selected)</span> : null}
      </button>
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- a backdrop click; keyboards close a modal <dialog> with Escape */}
      <dialog
        ref={dialogRef}
        id={DIALOG_ID}
        className="filter-panel__dialog"
        aria-labelledby={HEADING_ID}
        onClose={() => openerRef.current?.focus()}
        onClick={(event) => {
          // The body fills the dialog, so a click on the <dialog> itself is a click on the backdrop.
          if (event.target === event.currentTarget) event.currentTarget.close();
        }}
      >
        <div className="filter-panel__dialog-body">
          <div className="filter-panel__dialog-header">
            <h2 id={HEADING_ID} className="filter-panel__heading">
              {heading}
            </h2>
            <button type="button" className="filter-panel__close" onClick={() => dialogRef.current?.close()}>
              Close<span className="visually-hidden"> filters</span>
            </button>
          </div>
          {form}
        </div>
      </dialog>
    </section>
  );
}
