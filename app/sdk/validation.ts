/** The account input rules the service enforces, shared with the storefront's forms (one copy). */
export {
  EMAIL_PATTERN,
  NAME_PATTERN,
  MOBILE_PATTERN,
  MESSAGES,
  OTP_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  isStrongPassword,
} from "../../service/contract/validation";
