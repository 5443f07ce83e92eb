/** Inputs of the refund beneficiary routes (refund-routes.ts), with the messages shoppers see. */
import { z } from "zod";
import { ACCOUNT_NO_PATTERN, IFSC_PATTERN, MESSAGES, OTP_LENGTH, REFUND_MESSAGES } from "../../contract/validation";
import { VPA_PATTERN } from "./sandbox-catalogue";
import { text } from "./validators";

const ifscCode = z
  .string({ required_error: REFUND_MESSAGES.ifsc, invalid_type_error: REFUND_MESSAGES.ifsc })
  .trim()
  .transform((v) => v.toUpperCase())
  .pipe(z.string().regex(IFSC_PATTERN, REFUND_MESSAGES.ifsc));

const mobile = z
  .string({ invalid_type_error: REFUND_MESSAGES.mobile })
  .trim()
  .regex(/^\d{10}$/, REFUND_MESSAGES.mobile);
const optionalEmail = z
  .string({ invalid_type_error: MESSAGES.email })
  .trim()
  .max(320)
  .refine((v) => v === "" || z.string().email().safeParse(v).success, MESSAGES.email)
  .default("");

/** GET ifsc-code/verify. */
export const ifscQuery = z.object({ ifsc_code: z.string().trim().max(20).default("") });

/** PUT refund/transfer-mode (UpdateRefundTransferMode). */
export const transferModeBody = z.object({
  transfer_mode: z.enum(["bank", "wallet"], {
    errorMap: () => ({ message: "transfer_mode must be bank or wallet" }),
  }),
  enable: z.boolean({ required_error: "enable is required", invalid_type_error: "enable must be true or false" }),
});

/** BankDetailsForOTP. */
export const bankDetails = z.object({
  account_holder: text("account_holder").min(1, REFUND_MESSAGES.accountHolder),
  account_no: z
    .string({ required_error: REFUND_MESSAGES.accountNo, invalid_type_error: REFUND_MESSAGES.accountNo })
    .trim()
    .regex(ACCOUNT_NO_PATTERN, REFUND_MESSAGES.accountNo),
  ifsc_code: ifscCode,
  bank_name: text("bank_name").default(""),
  branch_name: text("branch_name").default(""),
  email: optionalEmail,
  mobile: z.union([mobile, z.literal("")]).default(""),
});

/** POST refund/account/otp (AddBeneficiaryDetailsOTP): order_id may be "" from the profile. */
export const bankOtpBody = z.object({
  order_id: text("order_id").default(""),
  details: bankDetails,
});

const otp = z
  .string({ required_error: MESSAGES.otp, invalid_type_error: MESSAGES.otp })
  .trim()
  .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), MESSAGES.otp);
const requestId = text("request_id").min(1, "request_id is required");

/** POST refund/verification/bank (AddBeneficiaryViaOtpVerification). */
export const verifyBankBody = z.object({ request_id: requestId, otp, hash_key: text("hash_key", 200).optional() });

/** POST refund/verification/wallet (WalletOtp): sends a code to the wallet's mobile number. */
export const walletOtpBody = z.object({
  country_code: z
    .union([z.string(), z.number()])
    .transform((v) => String(v).replace(/^\+/, "").trim())
    .pipe(z.string().regex(/^\d{1,4}$/, "country_code must be 1 to 4 digits"))
    .default("91"),
  mobile,
});

/** BeneficiaryModeDetails of a wallet or UPI beneficiary. */
const walletDetails = z
  .object({
    vpa: z
      .string({ invalid_type_error: REFUND_MESSAGES.vpa })
      .trim()
      .max(320)
      .refine((v) => v === "" || VPA_PATTERN.test(v), REFUND_MESSAGES.vpa)
      .default(""),
    wallet: text("wallet", 40).default(""),
    mobile,
    email: optionalEmail,
    account_holder: text("account_holder").default(""),
    comment: text("comment", 200).default(""),
  })
  .passthrough();

/** POST refund/account (AddBeneficiaryDetails): a wallet / UPI id or a bank account, with its verified code. */
export const addBeneficiaryBody = z.discriminatedUnion(
  "transfer_mode",
  [
    z.object({
      transfer_mode: z.literal("wallet"),
      details: walletDetails.refine((d) => d.vpa !== "" || d.wallet !== "", {
        message: REFUND_MESSAGES.vpa,
        path: ["vpa"],
      }),
      request_id: requestId,
      otp,
      order_id: text("order_id").default(""),
      shipment_id: text("shipment_id").default(""),
      delights: z.boolean().default(false),
    }),
    z.object({
      transfer_mode: z.literal("bank"),
      details: bankDetails,
      request_id: requestId,
      otp,
      order_id: text("order_id").default(""),
      shipment_id: text("shipment_id").default(""),
      delights: z.boolean().default(false),
    }),
  ],
  { errorMap: () => ({ message: "transfer_mode must be bank or wallet" }) },
);

/** GET refund/user/beneficiary and refund/order/beneficiaries. */
export const orderIdQuery = z.object({ order_id: text("order_id").default("") });
export const requiredOrderIdQuery = z.object({ order_id: text("order_id").min(1, "order_id is required") });

/** POST refund/beneficiary/default (SetDefaultBeneficiary): with an order_id, the order's refund choice. */
export const defaultBeneficiaryBody = z.object({
  beneficiary_id: text("beneficiary_id").min(1, "beneficiary_id is required"),
  order_id: text("order_id").default(""),
  shipment_id: text("shipment_id").default(""),
});
