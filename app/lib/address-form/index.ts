/**
 * The address form (spec part 1 §2.7, §3, §4, §5): one zod schema built from a country's rows
 * (getCountry → `fields.address`), used by the server (the browser's copy of the form sends what was
 * typed and shows the server's messages); the payload the service's addAddress/updateAddress take.
 * Labels, types and names the browser needs too are in ./fields (no zod). Pure: no I/O.
 */
import { z } from "zod";
import {
  ADDRESS_NAME_FIELD,
  ADDRESS_TYPE_FIELD,
  ADDRESS_TYPES,
  COUNTRY_FIELD,
  DEFAULT_FIELD,
  type AddressFormCountry,
  type AddressFormField,
} from "./fields";

export {
  ADDRESS_NAME_FIELD,
  ADDRESS_TYPE_FIELD,
  addressNameOf,
  addressTypeOf,
  COUNTRY_FIELD,
  DEFAULT_COUNTRY,
  DEFAULT_FIELD,
  fieldLabel,
  type AddressFormCountry,
  type AddressFormField,
} from "./fields";

export interface AddressSchemaOptions {
  /** The store ships abroad (configuration feature international_shipping). */
  internationalShipping?: boolean;
  /** A new address (not an edit). */
  isNew?: boolean;
  /**
   * The full phone-number rule for a country (`isValidPhone` of ./phone, libphonenumber-js). The
   * server passes it; without it the schema checks only that the number is 6 to 15 digits.
   */
  isValidPhone?: (digits: string, iso2: string) => boolean;
}

const plausiblePhone = (digits: string) => /^\+?\d{6,15}$/.test(digits);

/** A form value as text ("" for anything that is not text). */
const textOf = (value: unknown): string => (typeof value === "string" ? value : "");

const isPhoneRow = (row: AddressFormField) => row.input === "mobile" || row.slug === "phone";

/** The first message for a row's value (already trimmed; "" when empty), or null when it passes. */
function fieldError(
  row: AddressFormField,
  value: string,
  iso2: string,
  isValidPhone: (digits: string, iso2: string) => boolean,
): string | null {
  if (value === "") {
    if (!row.required) return null;
    return row.slug === "pincode" ? "Pincode is required" : `${row.display_name} is required.`;
  }
  if (isPhoneRow(row)) {
    const digits = value.replace(/[\s()-]/g, "");
    return /^\+?\d+$/.test(digits) && isValidPhone(digits, iso2) ? null : "Invalid Phone Number";
  }
  const rule = row.validation?.regex;
  if (row.validation?.type === "regex" && rule?.value) {
    let pattern: RegExp | null = null;
    try {
      pattern = new RegExp(rule.value);
    } catch {
      pattern = null;
    }
    if (pattern && !pattern.test(value)) {
      return row.slug === "pincode" ? "Invalid pincode ." : `Invalid ${row.display_name}`;
    }
    const min = rule.length?.min;
    const max = rule.length?.max;
    if ((min !== undefined && value.length < min) || (max !== undefined && value.length > max)) {
      return `${row.display_name} must be between ${min ?? 0} and ${max ?? "∞"} characters.`;
    }
  }
  return null;
}

const optionalText = z
  .string()
  .optional()
  .transform((v) => (v ?? "").trim());

/**
 * The schema of the form for one country: every row's slug, the country, the address type and name,
 * the default flag and the map position. Every message of spec §5.
 */
export function addressFormSchema(country: AddressFormCountry, options: AddressSchemaOptions = {}) {
  const shape: Record<string, typeof optionalText> = {};
  for (const row of country.rows) shape[row.slug] = optionalText;
  return z
    .object({
      ...shape,
      [COUNTRY_FIELD]: optionalText,
      [ADDRESS_TYPE_FIELD]: z
        .enum(ADDRESS_TYPES, { message: "Choose Home, Office or Other" })
        .optional()
        .transform((v) => v ?? "Home"),
      [ADDRESS_NAME_FIELD]: optionalText,
      [DEFAULT_FIELD]: z
        .string()
        .optional()
        .transform((v) => v === "on" || v === "true"),
      latitude: z.coerce.number().min(-90).max(90).optional(),
      longitude: z.coerce.number().min(-180).max(180).optional(),
      state_code: optionalText,
    })
    .superRefine((value, ctx) => {
      const values = value as Record<string, unknown>;
      for (const row of country.rows) {
        const value = textOf(values[row.slug]);
        const choices = country.options?.[row.slug];
        const message =
          fieldError(row, value, country.iso2, options.isValidPhone ?? plausiblePhone) ??
          (value && choices && !choices.some((c) => c.name === value) ? `Invalid ${row.display_name}` : null);
        if (message) ctx.addIssue({ code: z.ZodIssueCode.custom, path: [row.slug], message });
      }
      if (values[ADDRESS_TYPE_FIELD] === "Other" && !values[ADDRESS_NAME_FIELD]) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, path: [ADDRESS_NAME_FIELD], message: "Enter Address Name" });
      }
      if (options.internationalShipping && options.isNew && !values[COUNTRY_FIELD]) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, path: [COUNTRY_FIELD], message: "country is required" });
      }
    });
}

type AddressFormValues = z.output<ReturnType<typeof addressFormSchema>> & Record<string, unknown>;

/** What addAddress and updateAddress take (spec part 1 §3 address payload). */
export interface AddressPayload {
  [slug: string]: unknown;
  area_code: string;
  geo_location?: { latitude: number; longitude: number };
  address_type: string;
  country_code: string;
  country_phone_code: string;
  country_iso_code: string;
  country: string;
  state_code?: string;
  is_default_address: boolean;
  tags: string[];
  checkout_mode: "self";
}

interface PayloadOptions {
  tags?: string[];
}

/**
 * The service payload from validated values: every row by slug (the pincode also as area_code, where
 * the service keeps it; a country without postcodes places an address by its sector), the country's
 * codes and name, the map position when one was chosen; an 'Other' address's name as its type.
 */
export function addressPayload(
  country: AddressFormCountry,
  values: AddressFormValues,
  options: PayloadOptions = {},
): AddressPayload {
  const fields: Record<string, string> = {};
  for (const row of country.rows) fields[row.slug] = textOf(values[row.slug]);
  const { latitude, longitude } = values;
  return {
    ...fields,
    area_code: fields.pincode || fields.sector || "",
    ...(latitude !== undefined && longitude !== undefined ? { geo_location: { latitude, longitude } } : {}),
    // An 'Other' address is saved under its name (read back by addressNameOf).
    address_type:
      values[ADDRESS_TYPE_FIELD] === "Other" && values[ADDRESS_NAME_FIELD]
        ? values[ADDRESS_NAME_FIELD]
        : values[ADDRESS_TYPE_FIELD],
    country_code: country.iso2,
    country_phone_code: country.phone_code,
    country_iso_code: country.iso2,
    country: country.display_name,
    ...(values.state_code ? { state_code: values.state_code } : {}),
    is_default_address: values[DEFAULT_FIELD],
    tags: options.tags ?? [],
    checkout_mode: "self",
  };
}
