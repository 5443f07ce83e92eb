/**
 * The search box's suggestions, loaded by SearchBox on its first focus (a chunk of its own, so pages
 * do not pay for it up front). It turns SearchBox's input into a combobox: after 200 ms of quiet,
 * queries of the right length load suggestions with a fetcher; up to 5 products (image, name,
 * subtitle, price) and other matches show in a listbox (arrow keys move, Enter opens, Escape
 * closes); nothing found or a failed load shows "No results". Focused and empty, it lists the
 * previous searches (localStorage). The input stays SearchBox's element (same node, focus and
 * value), so this module listens to it and sets its combobox attributes directly.
 */
import { SUGGESTION_PICKED } from "~/lib/analytics";
import { useFetcher, useNavigate } from "@remix-run/react";
import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from "react";
import { formatPrice } from "~/lib/money";
import {
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

export interface SearchSuggestionsProps {
  /** SearchBox's useId(): the input is `${id}-input`, the listbox `${id}-listbox`. */
  id: string;
  input: RefObject<HTMLInputElement>;
  form: RefObject<HTMLFormElement>;
  /** The input's current value (SearchBox owns it). */
  query: string;
  /** Whether the shopper changed the query before this module arrived (then suggest at once). */
  typed: boolean;
  startSearchLength?: number;
  suggestionsPath?: string;
}

type SuggestionOption =
  | { kind: "recent"; url: string; query: string }
  | { kind: "product"; url: string; product: ProductSuggestion }
  | { kind: "other"; url: string; other: OtherSuggestion };

function readPrevious(): string[] {
  try {
    return parseStoredSearches(window.localStorage.getItem(PREVIOUS_SEARCHES_KEY));
  } catch (error) {
    console.warn("Previous searches could not be read", error);
    return [];
  }
}

/**
 * Adds a submitted query to the previous searches (localStorage).
 * @public (SearchBox.tsx calls it through a dynamic import of this module)
 */
export function rememberSearchQuery(value: string): string[] {
  const next = rememberSearch(readPrevious(), value);
  try {
    window.localStorage.setItem(PREVIOUS_SEARCHES_KEY, serializeSearches(next));
  } catch (error) {
    console.warn("Previous searches could not be saved", error);
  }
  return next;
}

const typeLabel = (type: string) => (type ? type.charAt(0).toUpperCase() + type.slice(1) : "");

export function SearchSuggestions({
  id,
  input,
  form,
  query,
  typed,
  startSearchLength = START_SEARCH_LENGTH_DEFAULT,
  suggestionsPath = SUGGESTIONS_PATH,
}: SearchSuggestionsProps) {
  const listboxId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const navigate = useNavigate();
  const fetcher = useFetcher();

  const [open, setOpen] = useState(() => typeof document !== "undefined" && document.activeElement === input.current);
  const [active, setActive] = useState(-1);
  const [previous, setPrevious] = useState<string[]>(readPrevious);
  const [results, setResults] = useState<{ query: string; data: SuggestionsData } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const pending = useRef<string | null>(null);

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
  const expanded = open && options.length > 0;
  const showPopup = open && (options.length > 0 || noResults);
  const activeIndex = expanded && active < options.length ? active : -1;
  const status = !open
    ? ""
    : noResults
      ? "No results"
      : options.length && trimmed
        ? `${options.length} suggestions available`
        : "";

  function load(value: string) {
    clearTimeout(timer.current);
    const q = normalizeQuery(value);
    if (!q || !shouldSuggest(q, startSearchLength)) return;
    timer.current = setTimeout(() => {
      pending.current = q;
      fetcher.load(`${suggestionsPath}?q=${encodeURIComponent(q)}`);
    }, SEARCH_DEBOUNCE_MS);
  }

  function choose(option: SuggestionOption) {
    const term = option.kind === "recent" ? option.query : trimmed;
    // Analytics (app/analytics.client.ts): a search from the suggestions, at this position.
    window.dispatchEvent(new CustomEvent(SUGGESTION_PICKED, { detail: { term, index: options.indexOf(option) } }));
    setPrevious(rememberSearchQuery(term));
    setOpen(false);
    setActive(-1);
    navigate(option.url);
  }

  // What the shopper typed while this module was on its way.
  useEffect(() => {
    if (typed) load(query);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on arrival: later typing loads through onChange
  }, []);

  // The combobox attributes, on SearchBox's input.
  useLayoutEffect(() => {
    const element = input.current;
    if (!element) return;
    element.setAttribute("role", "combobox");
    element.setAttribute("autocomplete", "off");
    element.setAttribute("aria-autocomplete", "list");
    element.setAttribute("aria-expanded", String(expanded));
    element.setAttribute("aria-controls", listboxId);
    if (activeIndex >= 0) element.setAttribute("aria-activedescendant", optionId(activeIndex));
    else element.removeAttribute("aria-activedescendant");
  });

  // The input's events (listeners renewed each render so they see the current options).
  useEffect(() => {
    const element = input.current;
    const formElement = form.current;
    if (!element || !formElement) return;
    const onInput = () => {
      setOpen(true);
      setActive(-1);
      load(element.value);
    };
    const onFocus = () => {
      setPrevious(readPrevious());
      setOpen(true);
    };
    const onBlur = () => setOpen(false);
    const onSubmit = () => setOpen(false);
    const onKeyDown = (event: KeyboardEvent) => {
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
    };
    element.addEventListener("input", onInput);
    element.addEventListener("focus", onFocus);
    element.addEventListener("blur", onBlur);
    element.addEventListener("keydown", onKeyDown);
    formElement.addEventListener("submit", onSubmit);
    return () => {
      element.removeEventListener("input", onInput);
      element.removeEventListener("focus", onFocus);
      element.removeEventListener("blur", onBlur);
      element.removeEventListener("keydown", onKeyDown);
      formElement.removeEventListener("submit", onSubmit);
    };
  });

  return (
    <>
      <div className="search-box__popup" hidden={!showPopup}>
        {!trimmed && options.length ? (
          <p className="search-box__group" aria-hidden="true">
            Recent searches
          </p>
        ) : null}
        <ul
          id={listboxId}
          role="listbox"
          className="search-box__listbox"
          aria-label={trimmed ? "Search suggestions" : "Recent searches"}
        >
          {options.map((option, index) => (
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- keys act on the input (combobox with aria-activedescendant)
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
                    <img
                      className="search-option__image"
                      src={option.product.image}
                      alt=""
                      width={40}
                      height={40}
                      loading="lazy"
                    />
                  ) : (
                    <span className="search-option__image" aria-hidden="true" />
                  )}
                  <span className="search-option__text">
                    <span className="search-option__name">{option.product.name}</span>
                    {option.product.subtitle ? (
                      <span className="search-option__subtitle">{option.product.subtitle}</span>
                    ) : null}
                  </span>
                  {option.product.price !== null ? (
                    <span className="search-option__price">
                      {formatPrice(option.product.price, option.product.currencySymbol, option.product.currencyCode)}
                    </span>
                  ) : null}
                </>
              ) : null}
              {option.kind === "other" ? (
                <span className="search-option__text">
                  <span className="search-option__name">{option.other.display}</span>
                  {option.other.type ? (
                    <span className="search-option__subtitle">{typeLabel(option.other.type)}</span>
                  ) : null}
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
  );
}
