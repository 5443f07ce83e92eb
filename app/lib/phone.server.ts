/**
 * Mobile numbers typed by shoppers ("98765 43210", "+91 98765-43210", "09876543210") read with
 * libphonenumber-js, and numbers formatted for display the way their country writes them
 * (`+91 98765 43210`). Server only (the .server suffix): libphonenumber-js and its metadata stay out
 * of the browser bundle; forms get hints from HTML attributes.
 */
import { parsePhoneNumberFromString, type CountryCode } from "libphonenumber-js/min";

/** The store sells in India: numbers without a country code are Indian. */
const DEFAULT_COUNTRY: CountryCode = "IN";

interface ParsedMobile {
  /** Digits of the country calling code, e.g. "91". */
  countryCode: string;
  /** The national number, digits only, e.g. "9876543210". */
  mobile: string;
}

/** Characters a typed number may hold besides digits. */
const PHONE_CHARS = /^[+\d\s().-]+$/;

/** A valid mobile number as country code + national number, or null. */
export function parseMobile(input: string, defaultCountry: CountryCode = DEFAULT_COUNTRY): ParsedMobile | null {
  const text = input.trim();
  if (!text || text.length > 32 || !PHONE_CHARS.test(text)) return null;
  const parsed = parsePhoneNumberFromString(text, defaultCountry);
  if (!parsed || !parsed.isValid()) return null;
  const national = String(parsed.nationalNumber);
  if (national.length < 4 || national.length > 15) return null;
  return { countryCode: String(parsed.countryCallingCode), mobile: national };
}

/** "+91 98765 43210" for display (international format); `+<code> <digits>` when it cannot be a number. */
export function formatPhoneNumber(countryCode: number | string, phone: string): string {
  const code = String(countryCode).replace(/\D/g, "");
  const digits = phone.replace(/\D/g, "");
  if (!digits) return phone;
  if (!code) return digits;
  const parsed = parsePhoneNumberFromString(`+${code}${digits}`);
  return parsed?.isPossible() ? parsed.formatInternational() : `+${code} ${digits}`;
}
