/** Inputs of the wallet, credit, card look-up and aggregator routes (payment-accounts-routes.ts). */
import { z } from "zod";
import { OTP_LENGTH } from "../../contract/validation";
import { queryBool } from "../../http/errors";
import { paymentOptionsQuery, text } from "./validators";

const required = (name: string, max = 100) => text(name, max).min(1, `${name} is required`);

/** WalletLinkRequestSchema. */
export const walletLinkBody = z.object({
  aggregator: required("aggregator", 40),
  mobile: required("mobile", 20),
  wallet_code: required("wallet_code", 40),
});

const OTP_MESSAGE = `otp must be the ${OTP_LENGTH}-digit code`;

/** WalletVerifyRequestSchema: `otp` is a number in the official model, so a code's leading zeros come back here. */
export const walletVerifyBody = z.object({
  aggregator: required("aggregator", 40),
  link_token: required("link_token"),
  otp: z
    .union(
      [
        z
          .number()
          .int()
          .min(0)
          .max(10 ** OTP_LENGTH - 1),
        z
          .string()
          .trim()
          .regex(/^\d{1,6}$/),
      ],
      {
        errorMap: () => ({ message: OTP_MESSAGE }),
      },
    )
    .transform((otp) => String(otp).padStart(OTP_LENGTH, "0")),
});

/** WalletDelinkRequestSchema. */
export const walletDelinkBody = z.object({
  aggregator: required("aggregator", 40),
  wallet_code: required("wallet_code", 40),
});

export const aggregatorQuery = z.object({ aggregator: required("aggregator", 40) });
export const optionalAggregatorQuery = z.object({ aggregator: text("aggregator", 40).optional() });
export const refreshQuery = z.object({ refresh: queryBool.optional() });
export const redirectQuery = z.object({
  aggregator: required("aggregator", 40),
  source: text("source", 200).optional(),
});

/** CustomerOnboarding: the provider, where from, and (optionally) the shopper's details. */
export const onboardBody = z
  .object({
    aggregator: required("aggregator", 40),
    source: text("source", 100).default(""),
    personal_info: z
      .object({ phone: text("personal_info.phone", 20).optional() })
      .passthrough()
      .optional(),
  })
  .passthrough();

/** CustomerValidationSchema: the amount in rupees. */
export const creditValidationBody = z.object({
  aggregator: required("aggregator", 40),
  transaction_amount: z.coerce
    .number({
      required_error: "transaction_amount is required",
      invalid_type_error: "transaction_amount must be a number",
    })
    .positive("transaction_amount must be more than 0")
    .max(1e9, "transaction_amount is too large"),
  cart_id: text("cart_id").optional(),
  user_id: text("user_id").optional(),
});

export const cardInfoParams = z.object({ card_info: required("card_info", 40) });

/** AttachCard. */
export const attachCardBody = z.object({
  card_id: required("card_id"),
  nickname: text("nickname", 50).optional(),
  name_on_card: text("name_on_card").optional(),
  refresh: z.boolean().optional(),
});

/** RenderHTML. */
export const renderHtmlBody = z.object({
  base64_html: required("base64_html", 200_000),
  returntype: text("returntype", 20).optional(),
});

/** ChargeCustomer. */
export const chargeBody = z.object({
  aggregator: required("aggregator", 40),
  order_id: required("order_id"),
  amount: z.coerce
    .number({ required_error: "amount is required", invalid_type_error: "amount must be a number" })
    .positive("amount must be more than 0")
    .max(1e9, "amount is too large"),
  verified: z.boolean().optional(),
  transaction_token: text("transaction_token", 500).optional(),
});

/** PaymentOrder. */
export const paymentOrderBody = z.object({
  order_id: required("order_id"),
  shipment_id: text("shipment_id").optional(),
  payment_methods: z
    .array(
      z.object({
        amount: z.coerce.number({ invalid_type_error: "amount must be a number" }),
        mode: required("mode", 20),
        name: text("name").default(""),
        payment: text("payment").optional(),
        meta: z.object({
          merchant_code: text("merchant_code").default(""),
          payment_gateway: required("payment_gateway", 40),
          payment_identifier: text("payment_identifier").default(""),
        }),
      }),
    )
    .max(5)
    .optional(),
});

/** GET payment/options/pos: the amount as for payment/options, and the counter's own fields. */
export const posOptionsQuery = paymentOptionsQuery
  .pick({ amount: true, cart_id: true, checkout_mode: true, refresh: true, card_reference: true, user_details: true })
  .extend({
    pincode: text("pincode", 10).optional(),
    order_type: text("order_type", 40).optional(),
  });
