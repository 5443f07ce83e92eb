/**
 * The rules of a payment link (decision 0022), as pure functions: where it stands at a time, how long
 * it may still be polled, where the shopper pays it, and the message that sends it.
 */
import type { PaymentLinkStatus } from "../../contract/types";

/** A link is payable for 24 hours unless its creator says otherwise (the operator's --expires-in). */
export const DEFAULT_LINK_TTL_MINUTES = 24 * 60;
/** The longest a link may be payable: 30 days. */
export const MAX_LINK_TTL_MINUTES = 30 * 24 * 60;
/** How often a link may be sent again. */
export const MAX_LINK_RESENDS = 5;

export const LINK_MESSAGES = {
  created: "Payment link created",
  found: "Payment link found",
  notFound: "Payment link not found",
  resent: "Payment link sent again",
  cancelled: "Payment link cancelled",
  tooManyResends: `A payment link can be sent again at most ${MAX_LINK_RESENDS} times`,
  noContact: "A payment link needs an e-mail address or a mobile number",
  notPayable: {
    paid: "This payment link is already paid",
    cancelled: "This payment link was cancelled",
    expired: "This payment link has expired",
  },
  attemptCancelled: "Payment cancelled by the shopper",
  modeUnavailable: (mode: string) => `Payment mode ${mode} is not available for this payment link`,
  paymentNotFound: "Payment not found",
} as const;

interface LinkState {
  status: string;
  expiresAt: Date;
}

/** Where a link stands at `now`: an active link past its expiry is expired. */
export function linkStatus(link: LinkState, now: number): PaymentLinkStatus {
  if (link.status === "paid" || link.status === "cancelled") return link.status;
  return link.expiresAt.getTime() <= now ? "expired" : "active";
}

/** Why a link cannot be paid (or resent, or cancelled) at `now`, or null while it is active. */
export function notPayableReason(link: LinkState, now: number): string | null {
  const status = linkStatus(link, now);
  return status === "active" ? null : LINK_MESSAGES.notPayable[status];
}

/** Seconds the storefront may keep polling: until the link expires, 0 once it is decided. */
export function pollingTimeout(link: LinkState, now: number): number {
  if (linkStatus(link, now) !== "active") return 0;
  return Math.max(0, Math.ceil((link.expiresAt.getTime() - now) / 1000));
}

/** The storefront page that pays a link (app/routes/payment.link.$id.tsx). */
export const paymentLinkPath = (id: string) => `/payment/link/${encodeURIComponent(id)}`;

/** A payment's merchant order id for a link: "PL" and 72 random bits, like an order id (FY…). */
export const LINK_ORDER_PREFIX = "PL";

interface LinkForMessage {
  amount: string;
  description: string;
  externalOrderId: string;
}

/** The e-mail and SMS that send a link (created or resent). */
export function linkMessage(store: string, link: LinkForMessage, url: string, expiresAt: Date) {
  const what = link.description ? ` for ${link.description}` : "";
  const until = expiresAt.toISOString().slice(0, 16).replace("T", " ");
  return {
    subject: `${store}: pay ${link.amount}${what}`,
    text: [
      `${store} asks you to pay ${link.amount}${what} (reference ${link.externalOrderId}).`,
      `Pay here:\n${url}`,
      `The link works until ${until} UTC.`,
    ].join("\n\n"),
    sms: `${store}: pay ${link.amount}${what} here: ${url}`,
  };
}

/** An absolute http(s) URL, or null: where a gateway may send the shopper back. */
export function returnUrlOrNull(value: unknown): string | null {
  if (typeof value !== "string" || value.length > 2000) return null;
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : null;
  } catch {
    return null;
  }
}
