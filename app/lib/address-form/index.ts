/**
 * The address form (spec part 1 §2.7, §3, §4, §5): one zod schema built from a country's rows
 * (getCountry → `fields.address`), used by the server and by Conform on the client; field labels,
 * the address types, and the payload the service's addAddress/updateAddress take. Pure: no I/O.
 */
import { z } from "zod";
import type { AddressFormField } from "~/sdk";

export type { AddressFormField };

export const ADDRESS_TYPES = ["Home", "Office", "Other"] as const;
type AddressType = (typeof ADDRESS_TYPES)[number];
/** Default country of the form (spec §9). */
export const DEFAULT_COUNTRY = "IN";

/** Form names that are not rows. */
export const ADDRESS_TYPE_FIELD = "address_type";
export const ADDRESS_NAME_FIELD = "address_name";
export const COUNTRY_FIELD = "country_iso_code";
export const DEFAULT_FIELD = "is_default_address";

/** The country the form is for: its code, phone code and rows. */
export interface AddressFormCountry {
  iso2: string;
  display_name: string;
  /** "+91" */
  phone_code: string;
  rows: AddressFormField[];
}

export interface AddressSchemaOptions {
  /** The store ships abroad (configuration feature international_shipping). */
  internationalShipping?: boolean;
  /** A new address (not an edit). */
  isNew?: boolean;
  /**
   * The full phone-number rule for a country (`isValidPhone` of ./phone, libphonenumber-js). The
   * server passes it; the browser keeps its 45 KiB out of the page and checks only that the number is
   * 6 to 15 digits, the server's answer being the one that counts.
   */
  isValidPhone?: (digits: string, iso2: string) => boolean;
}

const plausiblePhone = (digits: string) => /^\+?\d{6,15}$/.test(digits);

/** The label of a row: its display name, with '(Optional)' when it is not required. */
export function fieldLabel(row: Pick<AddressFormField, "display_name" | "required">): string {
  return row.required ? row.display_name : `${row.display_name} (Optional)`;
}

/** An existing address's type as the form shows it: Home or Office (any case), else Other; Home for a new one. */
export function addressTypeOf(existing?: string | null): AddressType {
  if (!existing) return "Home";
  const lower = existing.trim().toLowerCase();
  if (lower === "home") return "Home";
  if (lower === "office") return "Office";
  return "Other";
}

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
        const message = fieldError(row, textOf(values[row.slug]), country.iso2, options.isValidPhone ?? plausiblePhone);
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
 * codes and name, the map position when one was chosen.
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
    address_type: values[ADDRESS_TYPE_FIELD],
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
