/**
 * Signed-out order tracking (spec part 2 §2 "/order-tracking/…", decision 0018): the lookup form's
 * rules and texts, the pages' paths, and whether an order answer carries its personal details. Pure.
 */
import { z } from "zod";

export const TRACKING_MESSAGES = {
  orderId: "Enter your order ID, as in your order e-mail (for example FY1A2B3C4D5E6F7A8B9C)",
  contact: "Enter the phone number or e-mail address you ordered with",
  // One text whether the id is unknown or the contact is not the order's: the form tells neither.
  notFound:
    "We could not find an order with this order ID and phone number or e-mail address. Check both and try again.",
  shipmentNotFound: "This order has no such shipment.",
} as const;

/** The lookup form: an order id and the phone number or e-mail address it was placed with. */
export const trackingLookup = z.object({
  orderId: z
    .string()
    .trim()
    .transform((value) => value.toUpperCase())
    .pipe(z.string().regex(/^[A-Z0-9]{6,40}$/, TRACKING_MESSAGES.orderId)),
  contact: z
    .string()
    .trim()
    .min(1, TRACKING_MESSAGES.contact)
    .max(254, TRACKING_MESSAGES.contact)
    .refine((value) => value.includes("@") || /\d{6,}/.test(value.replace(/[\s()+-]/g, "")), TRACKING_MESSAGES.contact),
});

/** The order's page, or one shipment's. */
export const trackingPath = (orderId: string, shipmentId?: string) =>
  `/order-tracking/${encodeURIComponent(orderId)}/${shipmentId ? encodeURIComponent(shipmentId) : ""}`;

/**
 * Whether an order answer carries the personal details: the service empties the delivery address,
 * user_info and payment for a signed-out caller without the order's access grant.
 */
export const hasPersonalDetails = (shipment: { delivery_address: { address: string; name: string; phone: string } }) =>
  Boolean(shipment.delivery_address.address || shipment.delivery_address.name || shipment.delivery_address.phone);
