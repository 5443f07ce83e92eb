/** Inputs of the finance routes: the official request schemas wrap their fields in `data`. */
import { z } from "zod";

const sellerAndAffiliate = {
  seller_id: z.coerce.number({ required_error: "seller_id is required" }).int("seller_id must be a whole number"),
  affiliate_id: z
    .string({ required_error: "affiliate_id is required" })
    .trim()
    .min(1, "affiliate_id is required")
    .max(100),
};

/** POST customer-credit-balance (CustomerCreditBalanceRequestSchema). */
export const creditBalanceBody = z.object({
  data: z.object({
    ...sellerAndAffiliate,
    customer_mobile_number: z.string().trim().max(20).optional(),
    customer_email: z.string().trim().max(320).optional(),
  }),
});

/** POST lock-unlock-credit-note (LockUnlockRequestSchema). */
export const lockUnlockBody = z.object({
  data: z.object({
    ...sellerAndAffiliate,
    ordering_channel: z.string().trim().max(40).default(""),
    credit_note_number: z.string({ required_error: "credit_note_number is required" }).trim().min(1).max(100),
    amount: z.coerce.number({ required_error: "amount is required" }).nonnegative("amount must be 0 or more"),
    request_type: z.enum(["lock", "unlock"], { errorMap: () => ({ message: "request_type must be lock or unlock" }) }),
    order_id: z.string().trim().max(100).default(""),
  }),
});
