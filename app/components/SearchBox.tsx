import { Form } from "@remix-run/react";
import { useEffect, useId, useRef, useState, type ComponentType } from "react";
import type { SearchSuggestionsProps } from "~/components/SearchSuggestions";
import type * as SuggestionsModuleType from "~/components/SearchSuggestions";

interface SearchBoxProps {
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

/**
 * lib/search's MAX_QUERY_LENGTH, repeated so the first paint does not load lib/search (and lib/links)
 * — tests/unit/discovery-components.test.tsx checks that the two agree.
 */
const MAX_QUERY_LENGTH = 200;

type SuggestionsModule = typeof SuggestionsModuleType;

// The suggestion combobox is loaded on the first focus, not with every page (ARCHITECTURE.md §4).
let suggestionsModule: Promise<SuggestionsModule> | undefined;
let loadedSuggestions: ComponentType<SearchSuggestionsProps> | undefined;
function loadSuggestions(): Promise<SuggestionsModule> {
  suggestionsModule ??= import("~/components/SearchSuggestions").then((module) => {
    loadedSuggestions = module.SearchSuggestions;
    return module;
  });
  suggestionsModule.catch(() => {
    // Offline or a new deployment: the plain search form keeps working; try again next focus.
    suggestionsModule = undefined;
  });
  return suggestionsModule;
}

/**
 * The site search. Without JS (and until it is first focused): a GET form (role="search") to
 * /products/ with a labelled q input and a submit button. On first focus it loads
 * SearchSuggestions, which turns the same input into a combobox with debounced suggestions and
 * the previous searches.
 */
export function SearchBox({
  action = "/products/",
  defaultQuery = "",
  label = "Search products",
  placeholder = "Search",
  startSearchLength,
  suggestionsPath,
}: SearchBoxProps) {
  const id = useId();
  const inputId = `${id}-input`;
  const [query, setQuery] = useState(defaultQuery);
  // Never during hydration (loadedSuggestions is only set by a client-side import).
  const [Suggestions, setSuggestions] = useState<ComponentType<SearchSuggestionsProps> | undefined>(
    () => loadedSuggestions,
  );
  const input = useRef<HTMLInputElement>(null);
  const form = useRef<HTMLFormElement>(null);

  const hydrated = useRef(false);
  useEffect(() => {
    if (!hydrated.current) {
      hydrated.current = true;
      // Typed before hydration: the input holds it but onChange never ran. Keep it, or the next
      // render (e.g. when the suggestions arrive) would put the server's value back.
      const typed = input.current?.value;
      if (typed && typed !== defaultQuery) {
        setQuery(typed);
        return;
      }
    }
    setQuery(defaultQuery);
  }, [defaultQuery]);

  function enhance() {
    if (Suggestions) return;
    loadSuggestions().then(
      (module) => setSuggestions(() => module.SearchSuggestions),
      (error) => console.warn("Search suggestions could not be loaded", error),
    );
  }

  return (
    <Form
      ref={form}
      method="get"
      action={action}
      role="search"
      className="search-box"
      onFocus={enhance}
      onSubmit={() => {
        const submitted = query;
        loadSuggestions().then(
          (module) => module.rememberSearchQuery(submitted),
          () => undefined,
        );
      }}
    >
      <label htmlFor={inputId} className="visually-hidden">
        {label}
      </label>
      <div className="search-box__field">
        <input
          ref={input}
          id={inputId}
          className="search-box__input"
          type="search"
          name="q"
          maxLength={MAX_QUERY_LENGTH}
          placeholder={placeholder}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        <button type="submit" className="search-box__submit">
          Search
        </button>
      </div>
      {Suggestions ? (
        <Suggestions
          id={id}
          input={input}
          form={form}
          query={query}
          typed={query !== defaultQuery}
          startSearchLength={startSearchLength}
          suggestionsPath={suggestionsPath}
        />
      ) : null}
    </Form>
  );
}
