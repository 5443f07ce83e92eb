/**
 * The payment-link page's rules (/payment/link/:id, decision 0022): what each status says, the
 * payment attempt the Sandbox's page returned with, and how often a waiting page asks again.
 */

/** Where a link stands (the service's payment_link_current_status / polling status). */
type LinkStatus = "active" | "paid" | "cancelled" | "expired";

/** With JavaScript, a page waiting for a payment asks again every 3 s; without, it reloads every 5 s. */
export const LINK_POLL_MS = 3000;
export const LINK_REFRESH_SECONDS = 5;

/** A link id as the service makes them (24 random bytes, base64url); anything else is a 404. */
export const LINK_ID = /^[A-Za-z0-9_-]{16,64}$/;

export const LINK_TEXTS = {
  paymentRequired: "Payment options are required",
  failed: "Your payment did not go through. You can try again.",
  waiting: "We are waiting for your payment to be confirmed. This page updates by itself.",
  cancelledAttempt: "Payment cancelled by the shopper",
} as const;

/** The heading and text of a decided link (paid, cancelled or expired). */
export function decidedText(status: Exclude<LinkStatus, "active">, amount: string, merchant: string) {
  switch (status) {
    case "paid":
      return { title: "Payment received", text: `Thank you. ${amount} was paid to ${merchant}.` };
    case "cancelled":
      return {
        title: "This payment link was cancelled",
        text: `${merchant} cancelled this payment request. Nothing was charged. Ask ${merchant} for a new link if you still need to pay.`,
      };
    case "expired":
      return {
        title: "This payment link has expired",
        text: `This payment request is no longer valid. Nothing was charged. Ask ${merchant} for a new link to pay.`,
      };
  }
}

/** A status from the service, read safely (an unknown value is treated as not payable). */
export function linkStatusOf(value: unknown): LinkStatus {
  return value === "active" || value === "paid" || value === "cancelled" || value === "expired" ? value : "expired";
}

/** The payment attempt the gateway's page sent the shopper back with (`order_id`, `success`, `error`), or null. */
export function returnedAttempt(params: URLSearchParams): { orderId: string; success: boolean; error: string } | null {
  const orderId = params.get("order_id") ?? "";
  if (!/^PL[0-9A-F]{18}$/.test(orderId)) return null;
  return {
    orderId,
    success: params.get("success") === "true",
    error: (params.get("error") ?? "").trim().slice(0, 200),
  };
}
