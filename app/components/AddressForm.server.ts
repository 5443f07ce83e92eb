/**
 * The address form's server side: a country's rows (getCountry), the delivery countries, the
 * pincode lookup that fills city and state, and the validation of a posted form with the same
 * schema the client uses (app/lib/address-form).
 */
import { parseWithZod } from "@conform-to/zod";
import {
  addressFormSchema,
  COUNTRY_FIELD,
  DEFAULT_COUNTRY,
  type AddressFormCountry,
  type AddressFormField,
  type AddressSchemaOptions,
} from "~/lib/address-form";
import type { ListOption } from "~/lib/address-form/fields";
import { isValidPhone } from "~/lib/address-form/phone";
import type { StorefrontApi } from "~/sdk";
import { integrationCredential } from "~/integration-credential.server";
import { cachedPublic, critical } from "~/sdk.server";

export interface CountryOption {
  iso2: string;
  name: string;
}

/** A row the shopper picks from a list the service serves (`values.get_all`), e.g. a state. */
const isListRow = (row: AddressFormField) => row.input === "list" && row.edit && Boolean(row.values?.get_all);

/** The choices of a list row: the country's states (the only lists the rows name), or none when unavailable. */
async function listOptions(api: StorefrontApi, iso2: string): Promise<ListOption[]> {
  try {
    const states = await api.logistic.getLocalities({ localityType: "state", country: iso2, pageSize: 1000 });
    return states.items.map((s) => ({ name: s.display_name, code: s.code ?? "" }));
  } catch {
    return [];
  }
}

/**
 * A country's form rows, with the choices of its list rows (a list that cannot be had is a text
 * field); an unknown code falls back to the default country.
 */
export async function loadAddressCountry(
  api: StorefrontApi,
  iso2: string | null | undefined,
): Promise<AddressFormCountry> {
  const code = iso2 && /^[A-Za-z]{2}$/.test(iso2) ? iso2.toUpperCase() : DEFAULT_COUNTRY;
  const country = await critical(
    api.logistic
      .getCountry({ countryIsoCode: code })
      .catch(() => api.logistic.getCountry({ countryIsoCode: DEFAULT_COUNTRY })),
  );
  const rows = country.fields.address;
  const options: Record<string, ListOption[]> = {};
  const lists = rows.filter(isListRow);
  if (lists.length) {
    const choices = await listOptions(api, country.iso2);
    if (choices.length) for (const row of lists) options[row.slug] = choices;
  }
  return {
    iso2: country.iso2,
    display_name: country.display_name,
    phone_code: country.phone_code,
    rows,
    ...(Object.keys(options).length ? { options } : {}),
  };
}

/** The countries the store delivers to, for the country select. */
export async function loadCountryOptions(api: StorefrontApi): Promise<CountryOption[]> {
  const list = await critical(api.logistic.getCountries({ onboarding: true, pageSize: 100 }));
  return list.items.map((c) => ({ iso2: c.iso2, name: c.display_name }));
}

/**
 * The store's maps key for the map picker: the `google_map` integration credential while the cart's
 * google_map feature is on; null otherwise or when either call fails (the form is complete without a
 * map). Both are store-wide, read through the public cache.
 */
export async function loadMapsKey(api: StorefrontApi): Promise<string | null> {
  try {
    const { feature } = await cachedPublic("app:features", () => api.configuration.getFeatures());
    return feature.cart?.google_map ? await integrationCredential(api, "google_map", /^[\w-]{10,100}$/) : null;
  } catch {
    return null;
  }
}

interface LocalityFill {
  city: string;
  state: string;
  state_code: string;
}

/** The city and state of a pincode, or null when the service does not know it. */
export async function lookUpPincode(api: StorefrontApi, pincode: string, iso2: string): Promise<LocalityFill | null> {
  try {
    const locality = await api.logistic.getLocality({
      localityType: "pincode",
      localityValue: pincode,
      country: iso2,
    });
    const city = locality.localities.find((l) => l.type === "city");
    const state = locality.localities.find((l) => l.type === "state");
    return {
      city: city?.display_name ?? "",
      state: state?.display_name ?? "",
      state_code: state?.meta?.state_code ?? state?.code ?? "",
    };
  } catch {
    return null;
  }
}

/** The posted form's text values (for re-rendering it with what the shopper typed). */
export function postedValues(formData: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of formData)
    if (typeof value === "string" && key !== "intent") values[key] = value.slice(0, 300);
  return values;
}

function cloneFormData(formData: FormData): FormData {
  const copy = new FormData();
  for (const [key, value] of formData) copy.append(key, value);
  return copy;
}

/**
 * Validates a posted address form for its country. A pincode the row looks up (`values.get_one`)
 * fills city, state and state_code from the service, or fails with 'Enter Valid Pincode'.
 */
export async function validateAddressForm(api: StorefrontApi, formData: FormData, options: AddressSchemaOptions) {
  const posted = formData.get(COUNTRY_FIELD);
  const country = await loadAddressCountry(api, typeof posted === "string" ? posted : null);
  const schema = addressFormSchema(country, { ...options, isValidPhone });
  // A state chosen from the list carries its code (the browser's select sends the name only).
  const state = formData.get("state");
  const chosen = country.options?.state?.find((o) => o.name === state);
  if (chosen) {
    formData = cloneFormData(formData);
    formData.set("state_code", chosen.code);
  }
  let submission = parseWithZod(formData, { schema });
  const pincodeRow = country.rows.find((r) => r.slug === "pincode" && r.values?.get_one);
  const pincode = formData.get("pincode");
  const pincodeError = submission.status === "error" ? submission.error?.pincode : undefined;
  if (pincodeRow && typeof pincode === "string" && pincode.trim() && !pincodeError) {
    const fill = await lookUpPincode(api, pincode.trim(), country.iso2);
    const next = cloneFormData(formData);
    next.set("city", fill?.city ?? "");
    next.set("state", fill?.state ?? "");
    next.set("state_code", fill?.state_code ?? "");
    submission = parseWithZod(next, {
      schema: fill
        ? schema
        : schema.superRefine((_, ctx) =>
            ctx.addIssue({ code: "custom", path: ["pincode"], message: "Enter Valid Pincode" }),
          ),
    });
  }
  return { country, submission };
}
