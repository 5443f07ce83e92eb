/**
 * Refund accounts (profile › Refund accounts, and the refund page of a shipment): the add forms'
 * rules (a bank account, a UPI ID) with the messages shoppers see, and the beneficiary as the pages
 * list it. Pure; the service checks the same rules again.
 */
import { ACCOUNT_NO_PATTERN, MESSAGES, OTP_LENGTH, REFUND_MESSAGES, normaliseIfsc } from "~/sdk/validation";
import type { OrderBeneficiaryDetails } from "~/sdk";

const VPA_PATTERN = /^[a-zA-Z0-9.\-_]{2,256}@[a-zA-Z]{2,64}$/;
const MOBILE_PATTERN = /^\d{10}$/;

type FieldErrors = Record<string, string[]>;

interface BankForm {
  accountHolder: string;
  accountNo: string;
  confirmAccountNo: string;
  ifsc: string;
}

interface UpiForm {
  vpa: string;
  mobile: string;
}

export const REFUND_ACCOUNT_TEXTS = {
  confirmAccountNo: "The account numbers do not match",
  codeSentBank: "We sent a code to your registered contact. Enter it to add the bank account.",
  codeSentUpi: "We sent a code by SMS to the mobile number. Enter it to add the UPI ID.",
  added: "Refund account added.",
  defaultSet: "Default refund account changed.",
  chosen: "The refund for this shipment will go to the chosen account.",
} as const;

const str = (value: FormDataEntryValue | null | undefined) => (typeof value === "string" ? value.trim() : "");

/** The bank form as typed (trimmed, cut to a sane length). */
export function readBankForm(formData: FormData): BankForm {
  return {
    accountHolder: str(formData.get("accountHolder")).slice(0, 100),
    accountNo: str(formData.get("accountNo")).replace(/\s+/g, "").slice(0, 30),
    confirmAccountNo: str(formData.get("confirmAccountNo")).replace(/\s+/g, "").slice(0, 30),
    ifsc: str(formData.get("ifsc")).slice(0, 20),
  };
}

export function readUpiForm(formData: FormData): UpiForm {
  return { vpa: str(formData.get("vpa")).slice(0, 320), mobile: str(formData.get("mobile")).slice(0, 20) };
}

/** Errors of a bank form by field; empty when it may be sent. */
export function bankFormErrors(form: BankForm): FieldErrors {
  const errors: FieldErrors = {};
  if (!form.accountHolder) errors.accountHolder = [REFUND_MESSAGES.accountHolder];
  if (!ACCOUNT_NO_PATTERN.test(form.accountNo)) errors.accountNo = [REFUND_MESSAGES.accountNo];
  else if (form.confirmAccountNo !== form.accountNo) errors.confirmAccountNo = [REFUND_ACCOUNT_TEXTS.confirmAccountNo];
  if (!normaliseIfsc(form.ifsc)) errors.ifsc = [REFUND_MESSAGES.ifsc];
  return errors;
}

export function upiFormErrors(form: UpiForm): FieldErrors {
  const errors: FieldErrors = {};
  if (!VPA_PATTERN.test(form.vpa)) errors.vpa = [REFUND_MESSAGES.vpa];
  if (!MOBILE_PATTERN.test(form.mobile)) errors.mobile = [REFUND_MESSAGES.mobile];
  return errors;
}

/** A one-time code as typed, or an error. */
export function otpError(otp: string): string | null {
  return new RegExp(`^\\d{${OTP_LENGTH}}$`).test(otp) ? null : MESSAGES.otp;
}

/** A beneficiary as a list shows it. */
export interface RefundAccountView {
  id: string;
  kind: "bank" | "upi";
  /** "HDFC Bank" or "UPI". */
  title: string;
  /** "XXXXXXXX9012" or "asha@okicici". */
  detail: string;
  holder: string;
  ifsc: string;
  isDefault: boolean;
}

export function refundAccountView(b: OrderBeneficiaryDetails): RefundAccountView {
  const bank = b.transfer_mode === "bank";
  return {
    id: b.beneficiary_id,
    kind: bank ? "bank" : "upi",
    title: bank ? b.bank_name : b.title || "UPI",
    detail: bank ? b.account_no : b.subtitle,
    holder: b.account_holder,
    ifsc: bank ? b.ifsc_code : "",
    isDefault: Boolean(b.is_default),
  };
}
