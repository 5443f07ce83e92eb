/** Inputs of the order routes. */
import { z } from "zod";
import { queryBool, queryInt } from "../../http/errors";

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
