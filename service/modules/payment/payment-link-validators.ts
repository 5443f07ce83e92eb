/** Inputs of the payment-link routes (payment-link-routes.ts) and of the operator's `paylink create`. */
import { z } from "zod";
import { MAX_LINK_TTL_MINUTES } from "./payment-link-rules";
import { text } from "./validators";

/** A link id: 24 random bytes, base64url (32 characters). */
const linkId = z
  .string({ required_error: "payment_link_id is required", invalid_type_error: "payment_link_id must be text" })
  .trim()
  .min(1, "payment_link_id is required")
  .max(64, "payment_link_id must be at most 64 characters");

export const linkIdQuery = z.object({ payment_link_id: linkId });

/** CancelOrResendPaymentLink. */
export const linkIdBody = z.object({ payment_link_id: linkId }).passthrough();

const amount = z
  .number({ required_error: "amount is required", invalid_type_error: "amount must be a number" })
  .positive("amount must be more than 0")
  .max(1e9, "amount is too large")
  .refine((n) => Math.round(n * 100) === n * 100, "amount may have at most 2 decimals");

const optionalUrl = (name: string) =>
  z
    .string({ invalid_type_error: `${name} must be text` })
    .trim()
    .max(2000, `${name} must be at most 2000 characters`)
    .refine((v) => v === "" || /^https?:\/\/\S+$/.test(v), `${name} must be an http(s) URL`)
    .optional();

const linkFields = {
  amount,
  email: z
    .string({ invalid_type_error: "email must be text" })
    .trim()
    .max(320, "email must be at most 320 characters")
    .refine((v) => v === "" || z.string().email().safeParse(v).success, "email must be an e-mail address")
    .default(""),
  mobile_number: z
    .string({ invalid_type_error: "mobile_number must be text" })
    .trim()
    .max(20, "mobile_number must be at most 20 characters")
    .regex(/^[+\d\s()-]*$/, "mobile_number must be a phone number")
    .default(""),
  description: text("description", 500).default(""),
  success_redirection_url: optionalUrl("success_redirection_url"),
  failure_redirection_url: optionalUrl("failure_redirection_url"),
};

/** A parsed link body as the domain takes it (createPaymentLink's NewPaymentLink). */
export const newLinkOf = (
  body: z.infer<typeof adminLinkBody> & { meta?: Record<string, unknown>; expires_in_minutes?: number },
) => ({
  amount: body.amount,
  email: body.email,
  mobileNumber: body.mobile_number,
  externalOrderId: body.external_order_id,
  description: body.description,
  meta: body.meta,
  successRedirectionUrl: body.success_redirection_url,
  failureRedirectionUrl: body.failure_redirection_url,
  expiresInMinutes: body.expires_in_minutes,
});

/** POST create-payment-link/ (CreatePaymentLink). */
export const createLinkBody = z
  .object({
    ...linkFields,
    external_order_id: text("external_order_id").min(1, "external_order_id is required"),
    meta: z.record(z.unknown()).default({}),
  })
  .passthrough();

/** The operator's link (admin API): the same fields, a generated reference when none is given, and a lifetime. */
export const adminLinkBody = z.object({
  ...linkFields,
  external_order_id: text("external_order_id").default(""),
  expires_in_minutes: z
    .number({ invalid_type_error: "expires_in_minutes must be a number" })
    .int("expires_in_minutes must be whole minutes")
    .min(1, "expires_in_minutes must be at least 1")
    .max(MAX_LINK_TTL_MINUTES, `expires_in_minutes must be at most ${MAX_LINK_TTL_MINUTES}`)
    .optional(),
  application_id: z.string().trim().max(40).optional(),
});

/** POST create-order/link/ (CreateOrderUser). */
export const createLinkOrderBody = z
  .object({
    payment_link_id: linkId,
    currency: text("currency", 3).optional(),
    payment_methods: z.object(
      {
        name: text("name", 100).default(""),
        mode: text("mode", 20).min(1, "mode is required"),
        meta: z
          .object({
            merchant_code: text("merchant_code").default(""),
            payment_gateway: text("payment_gateway").min(1, "payment_gateway is required"),
            payment_identifier: text("payment_identifier").default(""),
          })
          .passthrough(),
      },
      { required_error: "payment_methods is required" },
    ),
    meta: z.record(z.unknown()).default({}),
  })
  .passthrough();

/** POST payment/resend_or_cancel (ResendOrCancelPayment). */
export const resendOrCancelBody = z
  .object({
    order_id: text("order_id").min(1, "order_id is required"),
    request_type: z.enum(["resend", "cancel"], {
      required_error: "request_type is required",
      invalid_type_error: "request_type must be resend or cancel",
    }),
    device_id: text("device_id").optional(),
  })
  .passthrough();
