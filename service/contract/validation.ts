/**
 * Input rules shared by the service and the storefront: account fields (spec part 2 §5) with the
 * messages shoppers see, slugs and pincodes. The storefront reaches them through
 * `app/sdk/validation.ts` only.
 */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;
/** Letters, digits, hyphen, underscore, apostrophe, period, space. */
export const NAME_PATTERN = /^[\p{L}\p{N}\-_'. ]+$/u;
/** The longest e-mail address (and "e-mail or mobile" entry) a form takes. */
export const EMAIL_MAX_LENGTH = 254;
export const NAME_MAX_LENGTH = 100;
const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
/** One-time codes are this many digits. */
export const OTP_LENGTH = 6;

export const SLUG_MAX_LENGTH = 200;
/** Product, brand, category and collection slugs: letters, digits, `-` and `_` (Fynd slugs may carry underscores). */
export const SLUG_PATTERN = /* @__PURE__ */ new RegExp(`^[a-z0-9][a-z0-9_-]{0,${SLUG_MAX_LENGTH - 1}}$`, "i");
/** Indian pincodes: six digits, the first not 0. PINCODE_INPUT is the rule for an input's `pattern`. */
export const PINCODE_INPUT = "[1-9][0-9]{5}";
export const PINCODE_PATTERN = /* @__PURE__ */ new RegExp(`^${PINCODE_INPUT}$`);

export const MESSAGES = {
  email: "Enter a valid e-mail address",
  password: "Password must be at least 8 characters and contain a letter, a digit and a special character",
  name: (label: string) =>
    `${label} may contain only letters, digits, hyphens, underscores, apostrophes, periods and spaces`,
  mobile: "Mobile number must contain only digits",
  mobileLength: "Mobile number must have 4 to 15 digits",
  countryCode: "Country code must contain only digits",
  contact: "Enter an e-mail address or a mobile number",
  otp: `Enter the ${OTP_LENGTH}-digit code`,
} as const;

/** At least 8 characters with a letter, a digit and a special character. */
export function isStrongPassword(password: string): boolean {
  return (
    password.length >= PASSWORD_MIN_LENGTH &&
    /\p{L}/u.test(password) &&
    /\d/.test(password) &&
    /[^\p{L}\p{N}\s]/u.test(password)
  );
}

/** An IFSC: 4 letters (the bank), a 0, then 6 letters or digits (the branch). */
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;
/** A bank account number: 9 to 18 digits. */
export const ACCOUNT_NO_PATTERN = /^\d{9,18}$/;

/** Refund beneficiary fields (bank account, wallet / UPI id) with the messages shoppers see. */
export const REFUND_MESSAGES = {
  ifsc: "Enter a valid IFSC code (e.g. HDFC0001234)",
  accountNo: "Enter a valid account number (9 to 18 digits)",
  accountHolder: "Enter the account holder's name",
  mobile: "Enter a valid 10-digit mobile number",
  vpa: "Enter a valid UPI ID (e.g. name@bank)",
} as const;

/** An IFSC as typed (spaces and case ignored), or undefined when it is not one. */
export function normaliseIfsc(value: string): string | undefined {
  const ifsc = value.replace(/\s+/g, "").toUpperCase();
  return IFSC_PATTERN.test(ifsc) ? ifsc : undefined;
}

/** "XXXXXXXX1234": an account number with all but its last four digits hidden. */
export function maskAccountNumber(accountNo: string): string {
  const digits = accountNo.replace(/\s+/g, "");
  return `${"X".repeat(Math.max(0, digits.length - 4))}${digits.slice(-4)}`;
}
