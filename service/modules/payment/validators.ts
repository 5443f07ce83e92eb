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
