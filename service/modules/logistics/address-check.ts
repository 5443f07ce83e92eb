/**
 * validateAddress: an address checked against its country's form rows (address-forms.ts), with the
 * storefront's messages (spec part 1 §5): '{display name} is required.', 'Invalid {display name}'
 * (or the row's error text) and the length bounds. A pincode must also be one the store serves.
 */
import type { AddressFormField, ValidateAddressDetails } from "../../contract/types";
import { ApiError } from "../../http/errors";
import { countryNotFound, findCountry } from "./countries";
import { addressForm } from "./address-forms";
import { NOT_SERVICEABLE } from "./localities";
import type { Db } from "../../db/client";
import { deliveryArea } from "./zones";

const ADDRESS_TEMPLATES = ["checkout_form", "store_os_form", "default_display"] as const;

/** The message for one field's value, or undefined when it passes the row's rules. */
export function fieldError(row: AddressFormField, value: string | undefined): string | undefined {
  const text = value?.trim() ?? "";
  if (!text) return row.required ? `${row.display_name} is required.` : undefined;
  const rule = row.validation?.regex;
  if (!rule) return undefined;
  const { min, max } = rule.length ?? {};
  if ((min !== undefined && text.length < min) || (max !== undefined && text.length > max))
    return `${row.display_name} must be between ${min ?? 0} and ${max ?? "∞"} characters.`;
  if (!new RegExp(rule.value).test(text)) return row.error_text ?? `Invalid ${row.display_name}`;
  return undefined;
}

export async function validateAddress(
  db: Db,
  countryCode: string,
  templateName: string,
  body: ValidateAddressDetails,
): Promise<ValidateAddressDetails> {
  const country = findCountry(countryCode);
  if (!country) throw countryNotFound(countryCode);
  if (!(ADDRESS_TEMPLATES as readonly string[]).includes(templateName))
    throw new ApiError(404, "Template not found", {
      template_name: [`template_name must be one of ${ADDRESS_TEMPLATES.join(", ")}`],
    });
  const values = body as Record<string, string | undefined>;
  const errors: Record<string, string[]> = {};
  for (const row of addressForm(country.iso2).address) {
    const message = fieldError(row, values[row.slug]);
    if (message) errors[row.slug] = [message];
  }
  if (country.iso2 === "IN" && body.pincode && !errors.pincode && !(await deliveryArea(db, body.pincode.trim())))
    errors.pincode = [NOT_SERVICEABLE];
  if (Object.keys(errors).length) throw new ApiError(400, "Invalid address", errors);
  return body;
}
