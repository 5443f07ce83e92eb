import { Form, useFetcher, useNavigate } from "@remix-run/react";
import { useEffect, useId, useRef, useState, type ChangeEvent, type KeyboardEvent } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { formatPrice } from "~/lib/money";
import {
  MAX_QUERY_LENGTH,
  normalizeQuery,
  parseStoredSearches,
  PREVIOUS_SEARCHES_KEY,
  readSuggestions,
  rememberSearch,
  SEARCH_DEBOUNCE_MS,
  searchUrl,
  serializeSearches,
  shouldSuggest,
  START_SEARCH_LENGTH_DEFAULT,
  SUGGESTIONS_PATH,
  type OtherSuggestion,
  type ProductSuggestion,
  type SuggestionsData,
} from "~/lib/search";

export interface SearchBoxProps {
  /** The listing the search submits to. */
  action?: string;
  /** The current query (q of the URL). */
  defaultQuery?: string;
  label?: string;
  placeholder?: string;
  /** Minimum length before suggestions run (spec §5, default 1). */
  startSearchLength?: number;
  /** Resource route answering `?q=` with `{products, others}`. */
  suggestionsPath?: string;
}

type SuggestionOption =
  | { kind: "recent"; url: string; query: string }
  | { kind: "product"; url: string; product: ProductSuggestion }
  | { kind: "other"; url: string; other: OtherSuggestion };

function readPrevious(): string[] {
  if (typeof window === "undefined") return [];
  try {
    return parseStoredSearches(window.localStorage.getItem(PREVIOUS_SEARCHES_KEY));
  } catch (error) {
    console.warn("Previous searches could not be read", error);
    return [];
  }
}

function storePrevious(list: string[]): void {
  if (typeof window === "undefined") return;
  try {
    window.localStorage.setItem(PREVIOUS_SEARCHES_KEY, serializeSearches(list));
  } catch (error) {
    console.warn("Previous searches could not be saved", error);
  }
}

const typeLabel = (type: string) => (type ? type.charAt(0).toUpperCase() + type.slice(1) : "");

/**
 * The site search. Without JS: a GET form (role="search") to /products/ with a labelled q input
 * and a submit button. With JS the input becomes a combobox: after 200 ms of quiet, queries of the
 * right length load suggestions with a fetcher; up to 5 products (image, name, subtitle, price) and
 * other matches show in a listbox (arrow keys move, Enter opens, Escape closes); nothing found or a
 * failed load shows "No results". Focused and empty, it lists the previous searches (localStorage).
 */
export function SearchBox({
  action = "/products/",
  defaultQuery = "",
  label = "Search products",
  placeholder = "Search",
  startSearchLength = START_SEARCH_LENGTH_DEFAULT,
  suggestionsPath = SUGGESTIONS_PATH,
}: SearchBoxProps) {
  const id = useId();
  const inputId = `${id}-input`;
  const listboxId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const fetcher = useFetcher();

  const [query, setQuery] = useState(defaultQuery);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [previous, setPrevious] = useState<string[]>([]);
  const [results, setResults] = useState<{ query: string; data: SuggestionsData } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const pending = useRef<string | null>(null);

  useEffect(() => setPrevious(readPrevious()), []);
  useEffect(() => setQuery(defaultQuery), [defaultQuery]);
  useEffect(() => () => clearTimeout(timer.current), []);

  useEffect(() => {
    if (fetcher.state !== "idle" || pending.current === null) return;
    // A failed or malformed answer reads as no suggestions: the "No results" state.
    setResults({ query: pending.current, data: readSuggestions(fetcher.data) });
    pending.current = null;
  }, [fetcher.state, fetcher.data]);

  const trimmed = normalizeQuery(query);
  const suggesting = shouldSuggest(trimmed, startSearchLength) && trimmed !== "";
  const current = suggesting && results ? results.data : null;

  let options: SuggestionOption[] = [];
  if (!trimmed) {
    options = previous.map((item) => ({ kind: "recent", url: searchUrl(item), query: item }));
  } else if (current) {
    options = [
      ...current.products.map((product): SuggestionOption => ({ kind: "product", url: product.url, product })),
      ...current.others.map((other): SuggestionOption => ({ kind: "other", url: other.url, other })),
    ];
  }
  const noResults = !!current && results?.query === trimmed && options.length === 0 && fetcher.state === "idle";
  const expanded = hydrated && open && options.length > 0;
  const showPopup = hydrated && open && (options.length > 0 || noResults);
  const activeIndex = expanded && active < options.length ? active : -1;
  const status = !open ? "" : noResults ? "No results" : options.length && trimmed ? `${options.length} suggestions available` : "";

  function load(value: string) {
    clearTimeout(timer.current);
    const q = normalizeQuery(value);
    if (!q || !shouldSuggest(q, startSearchLength)) return;
    timer.current = setTimeout(() => {
      pending.current = q;
      fetcher.load(`${suggestionsPath}?q=${encodeURIComponent(q)}`);
    }, SEARCH_DEBOUNCE_MS);
  }

  function remember(value: string) {
    const next = rememberSearch(previous, value);
    setPrevious(next);
    storePrevious(next);
  }

  function choose(option: SuggestionOption) {
    remember(option.kind === "recent" ? option.query : trimmed);
    setOpen(false);
    setActive(-1);
    navigate(option.url);
  }

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const value = event.target.value;
    setQuery(value);
    setOpen(true);
    setActive(-1);
    load(value);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const count = options.length;
    switch (event.key) {
      case "ArrowDown":
        event.preventDefault();
        setOpen(true);
        if (count) setActive((index) => (index + 1 >= count ? 0 : index + 1));
        break;
      case "ArrowUp":
        event.preventDefault();
        setOpen(true);
        if (count) setActive((index) => (index <= 0 ? count - 1 : index - 1));
        break;
      case "Enter":
        if (expanded && activeIndex >= 0) {
          event.preventDefault();
          choose(options[activeIndex]);
        }
        break;
      case "Escape":
        if (open) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        }
        break;
      case "Tab":
        setOpen(false);
        break;
    }
  }

  return (
    <Form
      method="get"
      action={action}
      role="search"
      className="search-box"
      onSubmit={() => {
        remember(query);
        setOpen(false);
      }}
    >
      <label htmlFor={inputId} className="visually-hidden">
        {label}
      </label>
      <div className="search-box__field">
        <input
          id={inputId}
          className="search-box__input"
          type="search"
          name="q"
          maxLength={MAX_QUERY_LENGTH}
          placeholder={placeholder}
          value={query}
          onChange={handleChange}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={handleKeyDown}
          {...(hydrated
            ? {
                role: "combobox",
                autoComplete: "off",
                "aria-autocomplete": "list" as const,
                "aria-expanded": expanded,
                "aria-controls": listboxId,
                "aria-activedescendant": activeIndex >= 0 ? optionId(activeIndex) : undefined,
              }
            : {})}
        />
        <button type="submit" className="search-box__submit">
          Search
        </button>
      </div>
      {hydrated ? (
        <>
          <div className="search-box__popup" hidden={!showPopup}>
            {!trimmed && options.length ? (
              <p className="search-box__group" aria-hidden="true">
                Recent searches
              </p>
            ) : null}
            <ul id={listboxId} role="listbox" className="search-box__listbox" aria-label={trimmed ? "Search suggestions" : "Recent searches"}>
              {options.map((option, index) => (
                <li
                  key={`${option.kind}-${option.url}-${index}`}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === activeIndex}
                  className={`search-option search-option--${option.kind}`}
                  // Keep focus in the input so the click lands before blur closes the list.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => choose(option)}
                >
                  {option.kind === "recent" ? <span className="search-option__name">{option.query}</span> : null}
                  {option.kind === "product" ? (
                    <>
                      {option.product.image ? (
                        <img className="search-option__image" src={option.product.image} alt="" width={40} height={40} loading="lazy" />
                      ) : (
                        <span className="search-option__image" aria-hidden="true" />
                      )}
                      <span className="search-option__text">
                        <span className="search-option__name">{option.product.name}</span>
                        {option.product.subtitle ? <span className="search-option__subtitle">{option.product.subtitle}</span> : null}
                      </span>
                      {option.product.price !== null ? (
                        <span className="search-option__price">{formatPrice(option.product.price, option.product.currencySymbol)}</span>
                      ) : null}
                    </>
                  ) : null}
                  {option.kind === "other" ? (
                    <span className="search-option__text">
                      <span className="search-option__name">{option.other.display}</span>
                      {option.other.type ? <span className="search-option__subtitle">{typeLabel(option.other.type)}</span> : null}
                    </span>
                  ) : null}
                </li>
              ))}
            </ul>
            {noResults ? <p className="search-box__empty">No results</p> : null}
          </div>
          <p className="visually-hidden" role="status" aria-live="polite">
            {status}
          </p>
        </>
      ) : null}
    </Form>
  );
}

export default SearchBox;
