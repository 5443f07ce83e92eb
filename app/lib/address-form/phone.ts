/**
 * The phone-number rule of the address form: a number valid for the country by libphonenumber-js
 * ('Invalid Phone Number' otherwise). Server side only (AddressForm.server.ts): the browser's copy of
 * the form checks plausibility alone, so this library stays out of the page's JavaScript.
 */
import { isValidPhoneNumber, type CountryCode } from "libphonenumber-js";

export function isValidPhone(digits: string, iso2: string): boolean {
  return isValidPhoneNumber(digits, iso2 as CountryCode);
}
