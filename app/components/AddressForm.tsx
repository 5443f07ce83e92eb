/**
 * The address form (spec part 1 §2.7, §4, §5), one component for the profile (and checkout and
 * onboarding): a country select, the country's rows as fields (a state list as a select), the
 * address type with the name of an 'Other' address, and the default flag. The server validates
 * (AddressForm.server.ts, the zod schema of app/lib/address-form) and its messages come back in
 * `lastResult`, linked to their fields; the first invalid field gets the focus (`autofocus` in the
 * server's HTML, so also without JavaScript). The browser loads no schema: the page's JavaScript
 * stays small (bench/js-budget.ts).
 *
 * Without JavaScript "Update fields" re-renders the form for another country with every typed value
 * kept; with it, a country change loads the new rows with a fetcher (no navigation, typed values
 * kept), a 500 ms debounced pincode check fills city and state, and — when the store has a maps key
 * — "Pick on the map" loads the map picker (./MapPicker) on demand.
 */
import type { SubmissionResult } from "@conform-to/react";
import { Form, useFetcher } from "@remix-run/react";
import { lazy, Suspense, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from "react";
import {
  ADDRESS_NAME_FIELD,
  ADDRESS_TYPE_FIELD,
  ADDRESS_TYPES,
  COUNTRY_FIELD,
  DEFAULT_FIELD,
  fieldLabel,
  firstInvalidField,
  type AddressFormCountry,
  type AddressFormField,
} from "~/lib/address-form/fields";
import type { PlaceFill } from "~/lib/address-form/map";
import { FieldError } from "~/components/field-messages";

interface CountryOption {
  iso2: string;
  name: string;
}

/** What the form's action answers when it re-renders the form (errors or another country). */
export interface AddressFormReply {
  country: AddressFormCountry;
  values: Record<string, string>;
  lastResult: SubmissionResult<string[]> | null;
}

export interface AddressFormProps {
  /** Where the form posts (the page's action). */
  action: string;
  countries: CountryOption[];
  country: AddressFormCountry;
  /** The values to show (a saved address, or what the shopper typed). */
  values: Record<string, string>;
  lastResult?: SubmissionResult<string[]> | null;
  isNew: boolean;
  internationalShipping?: boolean;
  /** Hidden fields (e.g. the address id). */
  hidden?: Record<string, string>;
  submitLabel?: string;
  /** The store's maps key (loadMapsKey): with it the form offers the map picker; without it, no map. */
  mapsKey?: string | null;
  /** Where the country's rows come from with JavaScript (`?country=US` → AddressFormCountry). */
  rowsPath?: string;
}

const PINCODE_DELAY_MS = 500;

const MapPicker = lazy(() => import("~/components/MapPicker"));
const noSubscription = () => () => {};

/** The form's text values as they are now (what the shopper typed). */
function currentValues(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of new FormData(form)) if (typeof value === "string") values[name] = value;
  return values;
}

/** The saved map position, if any. */
function savedPosition(values: Record<string, string>) {
  const lat = Number.parseFloat(values.latitude ?? "");
  const lng = Number.parseFloat(values.longitude ?? "");
  return Number.isFinite(lat) && Number.isFinite(lng) ? { lat, lng } : null;
}

function setField(form: HTMLFormElement, name: string, value: string) {
  const field = form.elements.namedItem(name);
  if (field instanceof HTMLInputElement || field instanceof HTMLSelectElement) field.value = value;
}

export function AddressForm(props: AddressFormProps) {
  const locality = useFetcher<{ city?: string; state?: string; state_code?: string; error?: string }>();
  const rows = useFetcher<AddressFormCountry>();
  const formRef = useRef<HTMLFormElement>(null);
  // Another country loaded with JavaScript, over the props it replaced (new props win).
  const [switched, setSwitched] = useState<{
    from: AddressFormCountry;
    country: AddressFormCountry;
    values: Record<string, string>;
  } | null>(null);
  const current = switched?.from === props.country ? switched : null;
  const country = current?.country ?? props.country;
  const values = current?.values ?? props.values;
  const serverErrors = current ? {} : (props.lastResult?.error ?? {});
  // Fields changed since the server's reply: their old message goes (the server checks them again).
  const [edited, setEdited] = useState<{ reply: unknown; names: string[] }>({ reply: null, names: [] });
  const editedNames = edited.reply === props.lastResult ? edited.names : [];
  const [pincodeError, setPincodeError] = useState<string | null>(null);
  const [mapOpen, setMapOpen] = useState(false);
  // The map needs JavaScript: its button appears once the page is hydrated (never in the server's HTML).
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const timer = useRef<ReturnType<typeof setTimeout>>();

  // The pincode check's answer fills city and state (and the country back), or clears city, state
  // and country and flags the pincode (spec part 1 §5: a failed serviceability call).
  useEffect(() => {
    const data = locality.data;
    const form = formRef.current;
    if (!data || !form || locality.state !== "idle") return;
    setField(form, "city", data.city ?? "");
    setField(form, "state", data.state ?? "");
    setField(form, "state_code", data.state_code ?? "");
    setField(form, COUNTRY_FIELD, data.error ? "" : country.iso2);
    setPincodeError(data.error ?? null);
  }, [locality.data, locality.state, country.iso2]);

  // Another country's rows arrived: show them with what was typed so far.
  useEffect(() => {
    const next = rows.data;
    const form = formRef.current;
    if (!next || !form || rows.state !== "idle" || next.iso2 === country.iso2) return;
    setPincodeError(null);
    setSwitched({ from: props.country, country: next, values: { ...currentValues(form), state_code: "" } });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when new rows arrive
  }, [rows.data, rows.state]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const pincodeRow = country.rows.find((r) => r.slug === "pincode" && r.values?.get_one);
  const onPincodeInput = (value: string) => {
    clearTimeout(timer.current);
    setPincodeError(null);
    const pattern = pincodeRow?.validation?.regex.value;
    if (!pattern || !new RegExp(pattern).test(value.trim())) return;
    timer.current = setTimeout(() => {
      locality.load(`/api/locality?${new URLSearchParams({ pincode: value.trim(), country: country.iso2 })}`);
    }, PINCODE_DELAY_MS);
  };

  const loadCountry = () => {
    const form = formRef.current;
    const iso2 = form ? currentValues(form)[COUNTRY_FIELD] : undefined;
    if (iso2) rows.load(`${props.rowsPath ?? "/api/address-form"}?${new URLSearchParams({ country: iso2 })}`);
  };

  const errorOf = (name: string): string | undefined =>
    name === "pincode" && pincodeError
      ? pincodeError
      : editedNames.includes(name)
        ? undefined
        : (serverErrors[name]?.[0] ?? undefined);
  const onEdit = (event: { target: EventTarget }) => {
    const name = (event.target as HTMLInputElement).name;
    if (serverErrors[name] && !editedNames.includes(name))
      setEdited({ reply: props.lastResult, names: [...editedNames, name] });
  };
  const order = [COUNTRY_FIELD, ...country.rows.map((r) => r.slug), ADDRESS_NAME_FIELD];
  const firstInvalid = current ? undefined : firstInvalidField(order, serverErrors);
  // A reply with errors after a submission with JavaScript: the fields are not mounted anew, so
  // `autoFocus` does not act again; focus (and scroll to) the first invalid field.
  useEffect(() => {
    if (firstInvalid) document.getElementById(firstInvalid)?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when a new reply arrives
  }, [props.lastResult]);

  const aria = (name: string) => ({
    ...(errorOf(name) ? { "aria-invalid": true, "aria-describedby": `${name}-error` } : {}),
    // The first invalid field after a failed save (spec §5: the form goes to the first invalid field).
    autoFocus: name === firstInvalid,
  });
  const error = (name: string) => <FieldError id={`${name}-error`} message={errorOf(name)} />;

  const onPlace = (fill: PlaceFill) => {
    const form = formRef.current;
    if (!form) return;
    for (const [name, value] of Object.entries(fill.fields)) setField(form, name, value);
    setField(form, "latitude", String(fill.latitude));
    setField(form, "longitude", String(fill.longitude));
    setPincodeError(null);
  };

  const typeNow = values[ADDRESS_TYPE_FIELD] || "Home";
  return (
    <Form
      method="post"
      action={props.action}
      id="address-form"
      onSubmit={(event) => {
        // With JavaScript, "Update fields" loads the rows without leaving the page.
        if ((event.nativeEvent as SubmitEvent).submitter?.getAttribute("value") !== "reload") return;
        event.preventDefault();
        loadCountry();
      }}
      onInput={onEdit}
      onChange={onEdit}
      ref={formRef}
      className="address-form"
      noValidate
    >
      {Object.entries(props.hidden ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <input type="hidden" name="state_code" defaultValue={values.state_code ?? ""} key={`${country.iso2}-code`} />
      <input type="hidden" name="latitude" defaultValue={values.latitude ?? ""} />
      <input type="hidden" name="longitude" defaultValue={values.longitude ?? ""} />
      {props.mapsKey && hydrated ? (
        <div className="address-form__map">
          {mapOpen ? (
            <Suspense fallback={<p role="status">Loading the map…</p>}>
              <MapPicker
                apiKey={props.mapsKey}
                iso2={country.iso2}
                rows={country.rows}
                initial={savedPosition(values)}
                onPlace={onPlace}
              />
            </Suspense>
          ) : (
            <button type="button" className="button--link" onClick={() => setMapOpen(true)}>
              Pick on the map
            </button>
          )}
        </div>
      ) : null}
      <div className="auth-form__field">
        <label htmlFor={COUNTRY_FIELD}>Country</label>
        <select
          id={COUNTRY_FIELD}
          name={COUNTRY_FIELD}
          defaultValue={country.iso2}
          key={country.iso2}
          onChange={loadCountry}
          {...aria(COUNTRY_FIELD)}
        >
          {props.countries.map((c) => (
            <option key={c.iso2} value={c.iso2}>
              {c.name}
            </option>
          ))}
        </select>
        {error(COUNTRY_FIELD)}
        <button type="submit" name="intent" value="reload" formNoValidate className="button--link address-form__reload">
          Update fields
        </button>
      </div>
      {country.rows.map((row) => (
        <RowField
          key={`${country.iso2}-${row.slug}`}
          row={row}
          options={country.options?.[row.slug]?.map((o) => o.name)}
          value={values[row.slug] ?? ""}
          error={error(row.slug)}
          aria={aria(row.slug)}
          onInput={row.slug === "pincode" ? onPincodeInput : undefined}
          onChange={
            row.next
              ? () => {
                  if (formRef.current) setField(formRef.current, row.next!, "");
                }
              : undefined
          }
        />
      ))}
      {locality.state !== "idle" || rows.state !== "idle" ? (
        <p className="auth-form__hint" role="status">
          {rows.state !== "idle" ? "Loading the country's fields…" : "Checking the pincode…"}
        </p>
      ) : null}
      <fieldset className="auth-form__field">
        <legend>Address type</legend>
        {ADDRESS_TYPES.map((type) => (
          <label key={type} className="address-form__type">
            <input type="radio" name={ADDRESS_TYPE_FIELD} value={type} defaultChecked={typeNow === type} /> {type}
          </label>
        ))}
      </fieldset>
      <div className="auth-form__field">
        <label htmlFor={ADDRESS_NAME_FIELD}>Address Name (for Other)</label>
        <input
          id={ADDRESS_NAME_FIELD}
          name={ADDRESS_NAME_FIELD}
          defaultValue={values[ADDRESS_NAME_FIELD] ?? ""}
          maxLength={50}
          {...aria(ADDRESS_NAME_FIELD)}
        />
        {error(ADDRESS_NAME_FIELD)}
      </div>
      <label className="address-form__default">
        <input
          type="checkbox"
          name={DEFAULT_FIELD}
          defaultChecked={values[DEFAULT_FIELD] === "on" || values[DEFAULT_FIELD] === "true"}
        />{" "}
        Make this my default address
      </label>
      <button type="submit" name="intent" value="save" className="button">
        {props.submitLabel ?? "Save address"}
      </button>
    </Form>
  );
}

function RowField({
  row,
  options,
  value,
  error,
  aria,
  onInput,
  onChange,
}: {
  row: AddressFormField;
  /** The choices of a list row (a select); a list without choices is a text field. */
  options?: string[];
  value: string;
  error: ReactNode;
  aria: object;
  onInput?: (value: string) => void;
  onChange?: () => void;
}) {
  const max = row.validation?.regex.length?.max;
  return (
    <div className="auth-form__field">
      <label htmlFor={row.slug}>{fieldLabel(row)}</label>
      {options ? (
        <select
          id={row.slug}
          name={row.slug}
          defaultValue={value}
          autoComplete={AUTOCOMPLETE[row.slug]}
          onChange={onChange}
          {...aria}
        >
          <option value="">Choose…</option>
          {options.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      ) : (
        <input
          id={row.slug}
          name={row.slug}
          defaultValue={value}
          type={row.input === "email" ? "email" : row.input === "mobile" ? "tel" : "text"}
          inputMode={row.input === "mobile" ? "numeric" : undefined}
          autoComplete={AUTOCOMPLETE[row.slug]}
          maxLength={max}
          readOnly={!row.edit}
          onInput={onInput ? (e) => onInput(e.currentTarget.value) : undefined}
          {...aria}
        />
      )}
      {error}
    </div>
  );
}

const AUTOCOMPLETE: Record<string, string> = {
  name: "name",
  phone: "tel-national",
  email: "email",
  address: "address-line1",
  area: "address-line2",
  pincode: "postal-code",
  city: "address-level2",
  state: "address-level1",
};
