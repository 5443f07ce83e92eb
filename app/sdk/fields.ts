/** The account fields' zod rules the service enforces, for the storefront's forms (one copy). Server code only: it brings zod. */
export { emailAddressField, nameText, otpCodeField, strongPasswordField } from "../../service/contract/fields";
