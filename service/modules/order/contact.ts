/**
 * Who an order's messages go to (issue 11): the e-mail address and phone number of its delivery
 * address, the shopper's primary e-mail address when the address has none. Used by the order
 * e-mails (notifications.ts) and the signed-out tracking's code check (tracking.ts).
 */
import type { Tx } from "../../db/client";
import type { orders } from "../../db/schema";
import { phoneTarget, primaryActiveEmail, smsRecipient } from "../user/accounts";

type OrderRow = typeof orders.$inferSelect;

interface OrderContact {
  email: string;
  /** The phone as the outbox addresses SMS ("+91 9876543210") and as codes are keyed ("91-9876543210"). */
  phone: { recipient: string; target: string; number: string; countryCode: number } | null;
}

/** The phone number of an order's delivery address, digits only, with its country code (91 by default). */
function orderPhone(order: OrderRow): OrderContact["phone"] {
  const number = order.deliveryAddress.phone.replace(/\D/g, "");
  if (!number) return null;
  const countryCode = Number(order.deliveryAddress.country_phone_code.replace(/\D/g, "")) || 91;
  return {
    recipient: smsRecipient(countryCode, number),
    target: phoneTarget(countryCode, number),
    number,
    countryCode,
  };
}

export async function orderContact(tx: Tx, order: OrderRow): Promise<OrderContact> {
  let email = order.deliveryAddress.email.trim().toLowerCase();
  if (!email) email = (await primaryActiveEmail(tx, order.userId)) ?? "";
  return { email, phone: orderPhone(order) };
}

/**
 * Whether what a shopper typed is the order's e-mail address (any case) or phone number (digits, with
 * or without its country code or a leading 0).
 */
export function contactMatches(contact: OrderContact, typed: string): boolean {
  const value = typed.trim().toLowerCase();
  if (value.includes("@")) return Boolean(contact.email) && value === contact.email;
  const digits = value.replace(/\D/g, "");
  if (!contact.phone || !digits) return false;
  const { number, countryCode } = contact.phone;
  return [number, `0${number}`, `${countryCode}${number}`, `00${countryCode}${number}`].includes(digits);
}
