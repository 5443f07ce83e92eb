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
  type AddressSchemaOptions,
} from "~/lib/address-form";
import { isValidPhone } from "~/lib/address-form/phone";
import type { StorefrontApi } from "~/sdk";
import { critical } from "~/sdk.server";

export interface CountryOption {
  iso2: string;
  name: string;
}

/** A country's form rows; an unknown code falls back to the default country. */
export async function loadAddressCountry(api: StorefrontApi, iso2: string | null | undefined) {
  const code = iso2 && /^[A-Za-z]{2}$/.test(iso2) ? iso2.toUpperCase() : DEFAULT_COUNTRY;
  const country = await critical(
    api.logistic
      .getCountry({ countryIsoCode: code })
      .catch(() => api.logistic.getCountry({ countryIsoCode: DEFAULT_COUNTRY })),
  );
  return {
    iso2: country.iso2,
    display_name: country.display_name,
    phone_code: country.phone_code,
    rows: country.fields.address,
  } satisfies AddressFormCountry;
}

/** The countries the store delivers to, for the country select. */
export async function loadCountryOptions(api: StorefrontApi): Promise<CountryOption[]> {
  const list = await critical(api.logistic.getCountries({ onboarding: true, pageSize: 100 }));
  return list.items.map((c) => ({ iso2: c.iso2, name: c.display_name }));
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

/**
 * Validates a posted address form for its country. A pincode the row looks up (`values.get_one`)
 * fills city, state and state_code from the service, or fails with 'Enter Valid Pincode'.
 */
export async function validateAddressForm(api: StorefrontApi, formData: FormData, options: AddressSchemaOptions) {
  const posted = formData.get(COUNTRY_FIELD);
  const country = await loadAddressCountry(api, typeof posted === "string" ? posted : null);
  const schema = addressFormSchema(country, { ...options, isValidPhone });
  let submission = parseWithZod(formData, { schema });
  const pincodeRow = country.rows.find((r) => r.slug === "pincode" && r.values?.get_one);
  const pincode = formData.get("pincode");
  const pincodeError = submission.status === "error" ? submission.error?.pincode : undefined;
  if (pincodeRow && typeof pincode === "string" && pincode.trim() && !pincodeError) {
    const fill = await lookUpPincode(api, pincode.trim(), country.iso2);
    const next = new FormData();
    for (const [key, value] of formData) if (!["city", "state", "state_code"].includes(key)) next.append(key, value);
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
