/**
 * The address form (spec part 1 §2.7, §4, §5), one component for the profile (and checkout and
 * onboarding): a country select, the country's rows as fields, the address type and the default flag.
 * The same zod schema validates on the client (Conform) and on the server. Without JavaScript the
 * "Update fields" button re-renders the form for another country with every typed value kept; with
 * it, changing the country sends that same reload at once, and a 500 ms debounced pincode check
 * fills city and state.
 */
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { Form, useFetcher } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import {
  ADDRESS_NAME_FIELD,
  ADDRESS_TYPE_FIELD,
  ADDRESS_TYPES,
  addressFormSchema,
  COUNTRY_FIELD,
  DEFAULT_FIELD,
  fieldLabel,
  type AddressFormCountry,
  type AddressFormField,
} from "~/lib/address-form";

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

interface AddressFormProps {
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
}

const PINCODE_DELAY_MS = 500;

export function AddressForm(props: AddressFormProps) {
  const locality = useFetcher<{ city?: string; state?: string; state_code?: string; error?: string }>();
  const country = props.country;
  const values = props.values;
  const schema = addressFormSchema(country, { isNew: props.isNew, internationalShipping: props.internationalShipping });
  const formRef = useRef<HTMLFormElement>(null);
  const [pincodeError, setPincodeError] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>();

  const [form, fields] = useForm({
    id: "address-form",
    lastResult: props.lastResult ?? null,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });

  // The pincode check's answer fills city and state, or clears them and flags the pincode.
  useEffect(() => {
    const data = locality.data;
    const el = formRef.current;
    if (!data || !el || locality.state !== "idle") return;
    const set = (name: string, value: string) => {
      const input = el.elements.namedItem(name);
      if (input instanceof HTMLInputElement || input instanceof HTMLSelectElement) input.value = value;
    };
    set("city", data.city ?? "");
    set("state", data.state ?? "");
    set("state_code", data.state_code ?? "");
    setPincodeError(data.error ?? null);
  }, [locality.data, locality.state]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const pincodeRow = country.rows.find((r) => r.slug === "pincode" && r.values?.get_one);
  const onPincodeInput = (value: string) => {
    clearTimeout(timer.current);
    setPincodeError(null);
    if (!pincodeRow) return;
    const pattern = pincodeRow.validation?.regex.value;
    if (!pattern || !new RegExp(pattern).test(value.trim())) return;
    timer.current = setTimeout(() => {
      locality.load(`/api/locality?${new URLSearchParams({ pincode: value.trim(), country: country.iso2 })}`);
    }, PINCODE_DELAY_MS);
  };

  // With JavaScript, a new country reloads the rows at once (the same request as "Update fields").
  const reloadButton = useRef<HTMLButtonElement>(null);
  const onCountryChange = () => {
    setPincodeError(null);
    formRef.current?.requestSubmit(reloadButton.current);
  };

  const errorsOf = (name: string): string | undefined => {
    if (name === "pincode" && pincodeError) return pincodeError;
    return (fields as Record<string, { errors?: string[] } | undefined>)[name]?.errors?.[0];
  };
  const firstInvalid = [COUNTRY_FIELD, ...country.rows.map((r) => r.slug), ADDRESS_NAME_FIELD].find((n) => errorsOf(n));
  // A server reply with errors (the client's own check focuses through Conform): focus the first invalid field.
  useEffect(() => {
    if (firstInvalid) document.getElementById(firstInvalid)?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when a new reply arrives
  }, [props.lastResult]);
  const describe = (name: string) =>
    errorsOf(name) ? { "aria-invalid": true, "aria-describedby": `${name}-error` } : {};
  const error = (name: string) => {
    const message = errorsOf(name);
    return message ? (
      <p id={`${name}-error`} className="field-error">
        {message}
      </p>
    ) : null;
  };

  const typeNow = values[ADDRESS_TYPE_FIELD] || "Home";
  return (
    <Form
      method="post"
      action={props.action}
      {...getFormProps(form)}
      onSubmit={(event) => {
        // "Update fields" re-renders the form for the chosen country: no validation then.
        const submitter = (event.nativeEvent as SubmitEvent).submitter;
        if (submitter?.getAttribute("value") !== "reload") form.onSubmit(event);
      }}
      ref={formRef}
      className="address-form"
      noValidate
    >
      {Object.entries(props.hidden ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <input type="hidden" name="state_code" defaultValue={values.state_code ?? ""} />
      <input type="hidden" name="latitude" defaultValue={values.latitude ?? ""} />
      <input type="hidden" name="longitude" defaultValue={values.longitude ?? ""} />
      <div className="auth-form__field">
        <label htmlFor={COUNTRY_FIELD}>Country</label>
        <select
          id={COUNTRY_FIELD}
          name={COUNTRY_FIELD}
          defaultValue={country.iso2}
          key={country.iso2}
          onChange={onCountryChange}
          {...describe(COUNTRY_FIELD)}
        >
          {props.countries.map((c) => (
            <option key={c.iso2} value={c.iso2}>
              {c.name}
            </option>
          ))}
        </select>
        {error(COUNTRY_FIELD)}
        <button
          ref={reloadButton}
          type="submit"
          name="intent"
          value="reload"
          formNoValidate
          className="button--link address-form__reload"
        >
          Update fields
        </button>
      </div>
      {country.rows.map((row) => (
        <RowField
          key={`${country.iso2}-${row.slug}`}
          row={row}
          value={values[row.slug] ?? ""}
          error={error(row.slug)}
          aria={describe(row.slug)}
          onInput={row.slug === "pincode" ? onPincodeInput : undefined}
        />
      ))}
      {locality.state !== "idle" ? (
        <p className="auth-form__hint" role="status">
          Checking the pincode…
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
          {...describe(ADDRESS_NAME_FIELD)}
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
  value,
  error,
  aria,
  onInput,
}: {
  row: AddressFormField;
  value: string;
  error: React.ReactNode;
  aria: object;
  onInput?: (value: string) => void;
}) {
  const max = row.validation?.regex.length?.max;
  return (
    <div className="auth-form__field">
      <label htmlFor={row.slug}>{fieldLabel(row)}</label>
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
