import { Form, Link, useNavigate } from "@remix-run/react";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import type { ProductFilter, ProductFilterValue } from "~/sdk/api";
import {
  clearFilters,
  countSelectedFilters,
  DEFAULT_RANGE_QUERY_FORMAT,
  OPEN_RANGE_MAX,
  parseRangeValue,
  rangeInputsToFilters,
  type RangeInputOptions,
} from "~/lib/filters";
import { formatNumber } from "~/lib/money";

/** Below this width (spec §9 layout threshold) the enhanced panel opens as a modal dialog. */
const FILTER_MODAL_QUERY = "(max-width: 767px)";
const RANGE_CHANGE_DELAY_MS = 400;

interface FilterPanelProps {
  /** Facets of the listing response (`filters` of ProductListingResponse). */
  filters: ProductFilter[];
  /** The listing path the form submits to, e.g. "/products/" or "/brand/nike/". */
  action: string;
  /** The current query string (with or without "?"). */
  params?: string | URLSearchParams;
  /** The listing's own filter (`{brand: "nike"}` on /brand/nike/): shown fixed, always applied. */
  locked?: Record<string, string>;
  /** Products matching the current selection: the enhanced apply button reads "Show N products". */
  resultCount?: number;
  /** Called with the query the form would submit when a value is toggled (JS only): refetch facets and count. */
  onChange?: (nextParams: URLSearchParams) => void;
  heading?: string;
}

type FacetKey = ProductFilter["key"] & { is_disabled?: boolean };

const productsLabel = (count: number) => `${formatNumber(count)} ${count === 1 ? "product" : "products"}`;

/** Facet bounds and query formats, so the enhanced form folds range inputs exactly as the facet wants. */
function rangeOptions(filters: ProductFilter[]): RangeInputOptions {
  const bounds: NonNullable<RangeInputOptions["bounds"]> = {};
  const queryFormats: Record<string, string> = {};
  for (const facet of filters) {
    const value = facet.key.kind === "range" ? facet.values[0] : undefined;
    if (!value) continue;
    if (typeof value.min === "number" && typeof value.max === "number")
      bounds[facet.key.name] = { min: value.min, max: value.max };
    queryFormats[facet.key.name] = value.query_format || DEFAULT_RANGE_QUERY_FORMAT;
  }
  return { bounds, queryFormats };
}

/** The query the form would submit (range inputs folded). */
function formQuery(form: HTMLFormElement, filters: ProductFilter[]): URLSearchParams {
  const raw = new URLSearchParams();
  for (const [key, value] of new FormData(form)) {
    if (typeof value === "string") raw.append(key, value);
  }
  return rangeInputsToFilters(raw, rangeOptions(filters));
}

const withQuery = (path: string, query: URLSearchParams) => {
  const text = query.toString();
  return text ? `${path}?${text}` : path;
};

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

function MultiValueFacet({ facet, idPrefix, locked }: { facet: ProductFilter; idPrefix: string; locked?: string }) {
  const values = facet.values.filter(
    (v): v is ProductFilterValue & { value: string } => typeof v.value === "string" && v.value !== "",
  );
  const shown = locked !== undefined ? values.filter((v) => v.value === locked) : values;
  const lockedMissing = locked !== undefined && shown.length === 0;
  return (
    <ul className="filter-facet__values">
      {lockedMissing ? (
        <li>
          <label className="filter-value filter-value--locked">
            <input type="checkbox" checked disabled readOnly aria-label={`${locked} (always applied on this page)`} />
            <span className="filter-value__name">{locked}</span>
          </label>
        </li>
      ) : null}
      {shown.map((value, index) => {
        const id = `${idPrefix}-${index}`;
        const isLocked = locked !== undefined;
        const count = typeof value.count === "number" ? value.count : null;
        const display = value.display || value.value;
        // The name is given whole ("Nike, 23 products"): assembled from spans, browsers would
        // read the visually hidden part with an extra space ("Nike , 23 products").
        const name = `${display}${count !== null ? `, ${productsLabel(count)}` : ""}${isLocked ? " (always applied on this page)" : ""}`;
        return (
          <li key={value.value}>
            <label className={isLocked ? "filter-value filter-value--locked" : "filter-value"} htmlFor={id}>
              {isLocked ? (
                <input id={id} type="checkbox" checked disabled readOnly aria-label={name} />
              ) : (
                <input
                  id={id}
                  type="checkbox"
                  name={facet.key.name}
                  value={value.value}
                  defaultChecked={value.is_selected}
                  aria-label={name}
                />
              )}
              <span className="filter-value__name">{display}</span>
              {count !== null ? (
                <span className="filter-value__count" aria-hidden="true">
                  {formatNumber(count)}
                </span>
              ) : null}
            </label>
          </li>
        );
      })}
    </ul>
  );
}

function RangeFacet({ facet, idPrefix, params }: { facet: ProductFilter; idPrefix: string; params: URLSearchParams }) {
  const value = facet.values[0];
  if (!value) return null;
  const name = facet.key.name;
  const fromUrl = parseRangeValue(params.get(name));
  const selectedMin = value.is_selected && typeof value.selected_min === "number" ? value.selected_min : fromUrl?.min;
  const rawMax = value.is_selected && typeof value.selected_max === "number" ? value.selected_max : fromUrl?.max;
  // An open range (max left empty) shows as empty again.
  const selectedMax = rawMax !== undefined && rawMax >= OPEN_RANGE_MAX ? undefined : rawMax;
  const unit = value.currency_symbol ? ` (${value.currency_symbol})` : "";
  const bound = (n: number | undefined) => (typeof n === "number" && Number.isFinite(n) ? n : undefined);
  return (
    <div className="filter-range">
      {(["min", "max"] as const).map((end) => (
        <div key={end} className="filter-range__field">
          <label htmlFor={`${idPrefix}-${end}`}>
            {end === "min" ? "Minimum" : "Maximum"}
            {unit}
          </label>
          <input
            id={`${idPrefix}-${end}`}
            type="number"
            inputMode="decimal"
            name={`${name}_${end}`}
            min={bound(value.min)}
            max={bound(value.max)}
            step="any"
            placeholder={bound(value[end]) !== undefined ? String(value[end]) : undefined}
            defaultValue={(end === "min" ? selectedMin : selectedMax) ?? ""}
          />
        </div>
      ))}
    </div>
  );
}

/**
 * The listing's filters as a GET form: one fieldset per facet (checkboxes for multivalued facets,
 * min/max number inputs for range facets), q and sort_on carried in hidden inputs, the locked
 * filter shown fixed and kept by a hidden input, "Apply filters" and "Clear all".
 *
 * Without JS it is a plain visible form. With JS: on screens under 768 px it moves into a modal
 * <dialog> opened by a "Filters" button; toggling a value calls `onChange` with the next query;
 * applying navigates to the canonical query (range inputs folded, page 1); the apply button reads
 * "Show N products" from `resultCount`.
 */
export function FilterPanel({
  filters,
  action,
  params = "",
  locked = {},
  resultCount,
  onChange,
  heading = "Filters",
}: FilterPanelProps) {
  const uid = useId();
  const hydrated = useHydrated();
  const isSmall = useMediaQuery(FILTER_MODAL_QUERY);
  const asDialog = hydrated && isSmall;
  const navigate = useNavigate();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLButtonElement>(null);
  const rangeTimer = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(rangeTimer.current), []);

  const current = new URLSearchParams(typeof params === "string" ? params : params.toString());
  const headingId = `${uid}-heading`;
  const facets = filters.filter(
    (facet) => facet?.key?.name && !(facet.key as FacetKey).is_disabled && facet.values?.length,
  );
  const q = current.get("q");
  const sortOn = current.get("sort_on");
  const clearHref = withQuery(action, clearFilters(current));
  const selectedCount = countSelectedFilters(current);

  const applyLabel =
    hydrated && typeof resultCount === "number" ? `Show ${productsLabel(resultCount)}` : "Apply filters";

  function handleChange(event: FormEvent<HTMLFormElement>) {
    if (!onChange) return;
    const form = event.currentTarget;
    const target = event.target as unknown as HTMLInputElement;
    clearTimeout(rangeTimer.current);
    if (target.type === "number") {
      rangeTimer.current = setTimeout(() => onChange(formQuery(form, facets)), RANGE_CHANGE_DELAY_MS);
    } else {
      onChange(formQuery(form, facets));
    }
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
    <Form method="get" action={action} className="filter-panel__form" onChange={handleChange} onSubmit={handleSubmit}>
      {q ? <input type="hidden" name="q" value={q} /> : null}
      {sortOn ? <input type="hidden" name="sort_on" value={sortOn} /> : null}
      {Object.entries(locked).map(([key, value]) => (
        <input key={`locked-${key}`} type="hidden" name={key} value={value} />
      ))}
      {facets.length === 0 ? <p className="filter-panel__empty">No filters for these products.</p> : null}
      {facets.map((facet, index) => {
        const idPrefix = `${uid}-f${index}`;
        const range = facet.key.kind === "range";
        const lockedValue = Object.prototype.hasOwnProperty.call(locked, facet.key.name)
          ? locked[facet.key.name]
          : undefined;
        return (
          <fieldset key={facet.key.name} className={range ? "filter-facet filter-facet--range" : "filter-facet"}>
            <legend className="filter-facet__legend">{facet.key.display || facet.key.name}</legend>
            {range ? (
              <RangeFacet facet={facet} idPrefix={idPrefix} params={current} />
            ) : (
              <MultiValueFacet facet={facet} idPrefix={idPrefix} locked={lockedValue} />
            )}
          </fieldset>
        );
      })}
      <div className="filter-panel__actions">
        <button type="submit" className="button filter-panel__apply">
          {applyLabel}
        </button>
        <Link to={clearHref} className="filter-panel__clear" onClick={() => dialogRef.current?.close()}>
          Clear all<span className="visually-hidden"> filters</span>
        </Link>
      </div>
    </Form>
  );

  if (!asDialog) {
    return (
      <section className="filter-panel" aria-labelledby={headingId}>
        <h2 id={headingId} className="filter-panel__heading">
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
        aria-controls={`${uid}-dialog`}
        onClick={openDialog}
      >
        {heading}
        {selectedCount ? <span className="filter-panel__badge"> ({selectedCount} selected)</span> : null}
      </button>
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- a backdrop click; keyboards close a modal <dialog> with Escape */}
      <dialog
        ref={dialogRef}
        id={`${uid}-dialog`}
        className="filter-panel__dialog"
        aria-labelledby={headingId}
        onClose={() => openerRef.current?.focus()}
        onClick={(event) => {
          // The body fills the dialog, so a click on the <dialog> itself is a click on the backdrop.
          if (event.target === event.currentTarget) event.currentTarget.close();
        }}
      >
        <div className="filter-panel__dialog-body">
          <div className="filter-panel__dialog-header">
            <h2 id={headingId} className="filter-panel__heading">
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
