/**
 * Phone numbers for display, formatted the way the number's country writes them
 * (`+91 98765 43210`). Server only: libphonenumber-js stays out of the browser bundle.
 */
import { parsePhoneNumberFromString } from "libphonenumber-js";

export function formatPhoneNumber(countryCode: number | string, phone: string): string {
  const code = String(countryCode).replace(/\D/g, "");
  const digits = phone.replace(/\D/g, "");
  if (!digits) return phone;
  if (!code) return digits;
  const parsed = parsePhoneNumberFromString(`+${code}${digits}`);
  return parsed?.isPossible() ? parsed.formatInternational() : `+${code} ${digits}`;
}
