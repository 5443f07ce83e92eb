/**
 * Choosing an ordering store (spec §2.6 'Deployment Stores', /setting/store/): a search box
 * (placeholder 'Search', a GET form), a scrollable list of stores, "Load more stores" (a link that
 * adds a page of 12) and the button that chooses the checked store (a POST). With JavaScript the
 * search runs as the shopper types (debounced 200 ms) and the button stays disabled until a store
 * is checked; without, the server answers an empty choice with an error.
 */
import { Form, Link, useSubmit } from "@remix-run/react";
import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { FieldError } from "~/components/field-messages";

interface StoreOption {
  uid: number;
  name: string;
  address: string;
}

interface StorePickerProps {
  /** Where both forms go (the page's own URL with its step). */
  action: string;
  q: string;
  stores: StoreOption[];
  /** The link that shows one more page, when there is one. */
  moreHref: string | null;
  /** The shopper's current store, checked in the list. */
  currentUid: number | null;
  /** Query fields the search keeps (e.g. the wizard's step). */
  searchHidden?: Record<string, string>;
  /** Fields the choice posts besides the store (e.g. the intent). */
  hidden?: Record<string, string>;
  submitLabel: string;
  error?: string | null;
  busy?: boolean;
}

const SEARCH_DELAY_MS = 200;
const noSubscription = () => () => {};

export function StorePicker(props: StorePickerProps) {
  const submit = useSubmit();
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const listed = props.stores.some((store) => store.uid === props.currentUid);
  const [chosen, setChosen] = useState<number | null>(listed ? props.currentUid : null);
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  useEffect(() => () => clearTimeout(timer.current), []);
  const errorId = "store-error";

  return (
    <div className="store-picker">
      <Form method="get" action={props.action} role="search" aria-label="Store search" className="store-picker__search">
        {Object.entries(props.searchHidden ?? {}).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <label htmlFor="store-search">Search stores</label>
        <input
          id="store-search"
          type="search"
          name="q"
          placeholder="Search"
          defaultValue={props.q}
          maxLength={200}
          autoComplete="off"
          onChange={(event) => {
            const form = event.currentTarget.form;
            clearTimeout(timer.current);
            timer.current = setTimeout(
              () => submit(form, { replace: true, preventScrollReset: true }),
              SEARCH_DELAY_MS,
            );
          }}
        />
        <button type="submit" className="button--secondary">
          Search
        </button>
      </Form>
      <Form method="post" action={props.action} className="store-picker__choose">
        {Object.entries(props.hidden ?? {}).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <fieldset aria-describedby={props.error ? errorId : undefined}>
          <legend>Stores</legend>
          {props.stores.length === 0 ? (
            <p className="store-picker__empty">No stores match “{props.q}”.</p>
          ) : (
            <ul className="store-picker__list">
              {props.stores.map((store) => (
                <li key={store.uid}>
                  <label className="store-picker__option">
                    <input
                      type="radio"
                      name="store"
                      value={store.uid}
                      defaultChecked={store.uid === props.currentUid}
                      onChange={() => setChosen(store.uid)}
                    />
                    <span className="store-picker__name">{store.name}</span>
                    <span className="store-picker__address">{store.address}</span>
                  </label>
                </li>
              ))}
            </ul>
          )}
          {props.moreHref ? (
            <Link to={props.moreHref} preventScrollReset replace className="store-picker__more">
              Load more stores
            </Link>
          ) : null}
        </fieldset>
        <FieldError id={errorId} message={props.error} alert />
        <button
          type="submit"
          className="button"
          // Disabled until a store is checked (JavaScript); without it the server checks.
          disabled={props.busy || (hydrated && chosen === null)}
        >
          {props.submitLabel}
        </button>
      </Form>
    </div>
  );
}
