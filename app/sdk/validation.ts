/** The input rules the service enforces, shared with the storefront's forms and routes (one copy). */
export {
  EMAIL_PATTERN,
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  NAME_PATTERN,
  MESSAGES,
  OTP_LENGTH,
  PASSWORD_MAX_LENGTH,
  SLUG_PATTERN,
  PINCODE_PATTERN,
  PINCODE_INPUT,
  REFUND_MESSAGES,
  normaliseIfsc,
  ACCOUNT_NO_PATTERN,
} from "../../service/contract/validation";
