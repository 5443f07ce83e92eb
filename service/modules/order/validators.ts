/** Inputs of the order routes. */
import { z } from "zod";
import { queryBool, queryInt } from "../../http/errors";
import { fileIdFromUrl } from "../file-storage/files";

export const orderParams = z.object({
  order_id: z.string().trim().min(1, "order_id is required").max(40, "order_id must be at most 40 characters"),
});

/** The order and shipment of the tracking calls (customer details, codes). */
export const orderShipmentParams = orderParams.extend({
  shipment_id: z
    .string()
    .trim()
    .regex(/^\d{1,20}$/, "shipment_id must be a shipment id"),
});

/** x-order-contact: a phone number or an e-mail address as typed. */
export const orderContactHeader = z
  .string()
  .trim()
  .min(1, "Enter the phone number or e-mail address of the order")
  .max(254, "The phone number or e-mail address is too long");

/** VerifyOtp: the send call's request_id and the code the shopper typed. */
export const verifyOrderOtpBody = z.object({
  request_id: z.string().trim().min(1, "request_id is required").max(64, "request_id is too long"),
  otp_code: z
    .string()
    .trim()
    .regex(/^\d{4,8}$/, "Enter the code we sent you"),
});

/** allow_inactive: every order this store keeps is active, so it changes nothing. */
export const orderQuery = z.object({ allow_inactive: queryBool.optional() });

export const shipmentParams = z.object({
  shipment_id: z
    .string()
    .trim()
    .regex(/^\d{1,20}$/, "shipment_id must be a shipment id"),
});

/** A day as the official clients send it, MM-DD-YYYY (ISO YYYY-MM-DD taken too): the day's start, UTC. */
const day = z
  .string()
  .trim()
  .transform((value, ctx) => {
    const us = /^(\d{2})-(\d{2})-(\d{4})$/.exec(value);
    const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
    const [y, m, d] = us ? [us[3], us[1], us[2]] : iso ? [iso[1], iso[2], iso[3]] : [];
    const date = y ? new Date(Date.UTC(Number(y), Number(m) - 1, Number(d))) : null;
    // Date.UTC rolls 02-30 over to March and month 13 to January: a real day reads back the same.
    if (!date || date.getUTCMonth() !== Number(m) - 1 || date.getUTCDate() !== Number(d)) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: "dates are MM-DD-YYYY" });
      return z.NEVER;
    }
    return date;
  });

/** GET order/v1.0/orders: status (a filter value of `filters.statuses`), paging, a date range (days, inclusive). */
export const ordersQuery = z.object({
  status: queryInt(0, 100).optional(),
  page_no: queryInt(1, 100_000).default(1),
  page_size: queryInt(1, 100).default(12),
  from_date: day.optional(),
  to_date: day.optional(),
  start_date: day.optional(),
  end_date: day.optional(),
  custom_meta: z.string().max(2000).optional(),
  allow_inactive: queryBool.optional(),
});
export type OrdersQuery = z.infer<typeof ordersQuery>;

export const bagParams = shipmentParams.extend({
  bag_id: z
    .string()
    .trim()
    .regex(/^\d{1,10}$/, "bag_id must be a bag id")
    .transform(Number),
});

/** The statuses a shopper may ask for: a cancel, or a return (with or without a quality check first). */
const CUSTOMER_STATUSES = ["cancelled_customer", "return_initiated", "return_pre_qc"] as const;

/** A bag of the shipment (its line_number) and how many of its units; identifier is the client's own. */
const productFilter = z.object({
  line_number: z.number().int().min(1).max(32_767),
  quantity: z.number().int().min(1).max(10_000).optional(),
  identifier: z.string().max(200).optional(),
});

const reasonData = z.object({
  reason_id: z.number({ required_error: "reason_id is required" }).int(),
  reason_text: z.string().trim().max(500, "reason_text must be at most 500 characters").optional(),
});

const beneficiaryId = z.string().trim().min(1).max(100).optional();

/** A return's quality-check photos: up to 4 urls of files uploaded to this store, and the shopper's words. */
const returnQcJson = z.object({
  images: z
    .array(
      z
        .string()
        .url("images must be urls")
        .max(2000)
        .refine((url) => fileIdFromUrl(url) !== undefined, "images must be photos uploaded to this store"),
    )
    .max(4, "At most 4 images")
    .default([]),
  return_reason: z.string().trim().max(500).optional(),
});

const shipmentChange = z.object({
  identifier: z
    .string({ required_error: "identifier is required" })
    .regex(/^\d{1,20}$/, "identifier must be a shipment id"),
  products: z
    .array(productFilter.required({ quantity: true }))
    .max(100)
    .optional(),
  reasons: z
    .object({
      products: z
        .array(z.object({ data: reasonData, filters: z.array(productFilter).max(100).optional() }))
        .max(100)
        .optional(),
      entities: z
        .array(z.object({ data: reasonData, filters: z.array(z.unknown()).max(100).optional() }))
        .max(10)
        .optional(),
    })
    .optional(),
  data_updates: z
    .object({
      products: z
        .array(
          z.object({
            data: z
              .object({
                meta: z
                  .object({ return_qc_json: returnQcJson.optional(), beneficiary_id: beneficiaryId })
                  .passthrough()
                  .optional(),
              })
              .passthrough(),
            filters: z.array(productFilter).max(100).optional(),
          }),
        )
        .max(100)
        .optional(),
      entities: z
        .array(
          z.object({
            data: z.object({ beneficiary_id: beneficiaryId }).passthrough(),
            filters: z.array(z.unknown()).optional(),
          }),
        )
        .max(10)
        .optional(),
    })
    .optional(),
});

/** PUT orders/shipments/{id}/status (UpdateShipmentStatusRequestSchema): one status for this one shipment. */
export const shipmentStatusBody = z.object({
  force_transition: z.boolean().optional(),
  task: z.boolean().optional(),
  lock_after_transition: z.boolean().optional(),
  unlock_before_transition: z.boolean().optional(),
  statuses: z
    .array(
      z.object({
        status: z.enum(CUSTOMER_STATUSES, {
          message: `status must be one of ${CUSTOMER_STATUSES.join(", ")}`,
        }),
        exclude_bags_next_state: z.string().max(100).optional(),
        shipments: z.array(shipmentChange).length(1, "Give exactly one shipment"),
      }),
      { required_error: "statuses is required" },
    )
    .length(1, "Give exactly one status"),
});
export type ShipmentStatusBody = z.infer<typeof shipmentStatusBody>;
export type ShipmentChange = z.infer<typeof shipmentChange>;
