/** Inputs of the rewards routes: offer names, the history page and the redeem body. */
import { z } from "zod";
import { HISTORY_MAX_PAGE_SIZE, HISTORY_PAGE_SIZE } from "./points";
import { MESSAGES } from "./offers";

export const offerName = z.object({
  name: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,50}$/, "name must be an offer name"),
});

export const historyQuery = z.object({
  page_id: z.string().trim().max(64, "page_id is invalid").optional(),
  page_size: z.coerce
    .number({ invalid_type_error: `page_size must be a whole number from 1 to ${HISTORY_MAX_PAGE_SIZE}` })
    .int(`page_size must be a whole number from 1 to ${HISTORY_MAX_PAGE_SIZE}`)
    .min(1, `page_size must be a whole number from 1 to ${HISTORY_MAX_PAGE_SIZE}`)
    .max(HISTORY_MAX_PAGE_SIZE, `page_size must be a whole number from 1 to ${HISTORY_MAX_PAGE_SIZE}`)
    .default(HISTORY_PAGE_SIZE),
});

export const redeemBody = z.object({
  referral_code: z
    .string({ required_error: "referral_code is required", invalid_type_error: "referral_code must be text" })
    .trim()
    .min(1, "referral_code is required")
    .max(32, MESSAGES.invalidCode)
    .transform((v) => v.toUpperCase()),
  device_id: z
    .string({ invalid_type_error: "device_id must be text" })
    .trim()
    .max(200, "device_id must be at most 200 characters")
    .optional(),
});
