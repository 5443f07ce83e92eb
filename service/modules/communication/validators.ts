/** Inputs of the communication routes: a consent answer and an app's push token. */
import { z } from "zod";
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from "../../contract/validation";

const CONSENT_CHANNELS = ["email", "sms", "whatsapp"] as const;

/** upsertCommunicationConsent's body (CommunicationConsentReq). */
export const consentBody = z.object({
  /** The official client sends "upsert"; nothing else is accepted. */
  action: z.literal("upsert", { errorMap: () => ({ message: "action must be upsert" }) }).default("upsert"),
  channel: z.enum(CONSENT_CHANNELS, { message: "Unknown channel: use email, sms or whatsapp" }),
  response: z.enum(["yes", "no"], { message: "response must be yes or no" }),
});
export type ConsentBody = z.infer<typeof consentBody>;

const token = (name: string, max: number) =>
  z
    .string({ required_error: `${name} is required` })
    .trim()
    .min(1, `${name} is required`)
    .max(max, `${name} must be at most ${max} characters`);

/** upsertAppPushtoken's body (PushtokenReq): create or update a device's token, or reset (expire) it. */
export const pushTokenBody = z.object({
  action: z.enum(["create", "update", "reset"], { message: "action must be create, update or reset" }),
  unique_device_id: token("unique_device_id", 200),
  push_token: token("push_token", 4096),
  bundle_identifier: z.string().trim().max(200).default(""),
  /** The app's platform: android, ios or web. */
  type: z.enum(["android", "ios", "web"], { message: "type must be android, ios or web" }),
});
export type PushTokenBody = z.infer<typeof pushTokenBody>;

/** The newsletter sign-up's body (Vitrine's own call): an e-mail address, consenting to e-mail. */
export const emailConsentBody = z.object({
  email: z
    .string({ required_error: "Enter your e-mail address" })
    .trim()
    .min(1, "Enter your e-mail address")
    .max(EMAIL_MAX_LENGTH, `E-mail address must be at most ${EMAIL_MAX_LENGTH} characters`)
    .regex(EMAIL_PATTERN, "Enter a valid e-mail address")
    .transform((email) => email.toLowerCase()),
});
export type EmailConsentBody = z.infer<typeof emailConsentBody>;
