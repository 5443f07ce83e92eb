/**
 * What the address form needs in the browser as well as on the server (no zod, so it stays light):
 * the form's own field names, the country it is for, labels, the address types and how a saved
 * address type reads back (spec part 1 §3, §4, §5, §9). Pure: no I/O.
 */
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

/** One choice of a list row (e.g. a state): its name (the value saved) and its code. */
export interface ListOption {
  name: string;
  code: string;
}

/** The country the form is for: its code, phone code and rows. */
export interface AddressFormCountry {
  iso2: string;
  display_name: string;
  /** "+91" */
  phone_code: string;
  rows: AddressFormField[];
  /**
   * The choices of the rows the shopper picks from a list (`input: "list"` with `values.get_all`,
   * editable), by slug: the United States' states, the Emirates. A list row without choices here is
   * a text field.
   */
  options?: Record<string, ListOption[]>;
}

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

/**
 * The name an 'Other' address was saved under: the service keeps it as the address type itself
 * (Fynd's `address_type` is free text), so "Gym" reads back as Other named Gym; "" for Home, Office
 * and a bare "other".
 */
export function addressNameOf(existing?: string | null): string {
  const name = existing?.trim() ?? "";
  return addressTypeOf(name) === "Other" && name.toLowerCase() !== "other" ? name : "";
}

/**
 * The field to focus after a failed save: the first name in the form's order that has a message, or
 * undefined when none has.
 */
export function firstInvalidField(order: readonly string[], errors: Record<string, unknown>): string | undefined {
  return order.find((name) => Boolean(errors[name]));
}
