/** Inputs of the payment routes. */
import { z } from "zod";
import { queryBool } from "../../http/errors";

/** force_refresh asks the gateway again; cards live here, so it changes nothing. */
export const cardsQuery = z.object({ force_refresh: queryBool.optional() });

export const removeBody = z.object({
  card_id: z
    .string({ required_error: "card_id is required", invalid_type_error: "card_id must be text" })
    .trim()
    .min(1, "card_id is required")
    .max(100, "card_id must be at most 100 characters"),
});

/** GET payment/v1.0/payment/options: `amount` (in the shopper's currency) is required. */
export const paymentOptionsQuery = z.object({
  amount: z.coerce
    .number({ required_error: "amount is required", invalid_type_error: "amount must be a number" })
    .positive("amount must be more than 0")
    .max(1e9, "amount is too large"),
  cart_id: z.string().max(100).optional(),
  checkout_mode: z.string().max(20).optional(),
  refresh: queryBool.optional(),
  order_id: z.string().max(100).optional(),
  card_reference: z.string().max(100).optional(),
  user_details: z.string().max(2000).optional(),
  display_split: queryBool.optional(),
  advance_payment: queryBool.optional(),
  shipment_id: z.string().max(100).optional(),
});

export const text = (name: string, max = 100) =>
  z
    .string({ required_error: `${name} is required`, invalid_type_error: `${name} must be text` })
    .trim()
    .max(max, `${name} must be at most ${max} characters`);

/** POST payment/v1.0/validate-vpa (ValidateVPA). */
export const validateVpaBody = z
  .object({ upi_vpa: text("upi_vpa", 320).min(1, "upi_vpa is required"), aggregator: text("aggregator").optional() })
  .passthrough();

/** POST payment/v1.0/payment/request (PaymentInitialization): the fields the Sandbox uses. */
export const initialisePaymentBody = z
  .object({
    merchant_order_id: text("merchant_order_id").min(1, "merchant_order_id is required"),
    method: text("method", 20).min(1, "method is required"),
    vpa: text("vpa", 320).optional(),
    aggregator: text("aggregator").optional(),
  })
  .passthrough();

/** POST payment/v1.0/payment/confirm/polling (PaymentStatusUpdate): the order by merchant_order_id or order_id. */
export const paymentStatusBody = z
  .object({ merchant_order_id: text("merchant_order_id").optional(), order_id: text("order_id").optional() })
  .passthrough()
  .refine((b) => Boolean(b.merchant_order_id || b.order_id), {
    message: "merchant_order_id is required",
    path: ["merchant_order_id"],
  });

/** POST payment/customer/validation (ValidateCustomer): the provider, the amount in paise, the shopper's phone. */
export const validateCustomerBody = z.object({
  aggregator: z.string().trim().min(1, "aggregator is required").max(40),
  transaction_amount_in_paise: z.coerce
    .number({ required_error: "transaction_amount_in_paise is required" })
    .int("transaction_amount_in_paise must be whole paise")
    .positive("transaction_amount_in_paise must be more than 0")
    .max(1e11),
  phone_number: z.string().trim().max(20).default(""),
  payload: z.string().max(10_000).optional(),
  merchant_params: z.record(z.unknown()).optional(),
  billing_address: z.record(z.unknown()).optional(),
  delivery_address: z.record(z.unknown()).optional(),
  order_items: z.array(z.record(z.unknown())).max(500).optional(),
});
