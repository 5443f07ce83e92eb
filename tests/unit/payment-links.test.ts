/**
 * The pure rules of payment links (decision 0022): the service's status, polling timeout, message and
 * return URL (service/modules/payment/payment-link-rules.ts), and the storefront page's texts and
 * returned attempt (app/lib/payment-link.ts).
 */
import { describe, expect, it } from "vitest";
import { decidedText, LINK_ID, linkStatusOf, returnedAttempt } from "../../app/lib/payment-link";
import {
  linkMessage,
  linkStatus,
  notPayableReason,
  paymentLinkPath,
  pollingTimeout,
  returnUrlOrNull,
} from "../../service/modules/payment/payment-link-rules";

const NOW = Date.UTC(2026, 10, 24, 12, 0, 0);
const at = (offsetMs: number) => new Date(NOW + offsetMs);

describe("a payment link's status", () => {
  it("is active until its expiry, then expired; paid and cancelled stay so", () => {
    expect(linkStatus({ status: "active", expiresAt: at(1) }, NOW)).toBe("active");
    expect(linkStatus({ status: "active", expiresAt: at(0) }, NOW)).toBe("expired");
    expect(linkStatus({ status: "paid", expiresAt: at(-1000) }, NOW)).toBe("paid");
    expect(linkStatus({ status: "cancelled", expiresAt: at(1000) }, NOW)).toBe("cancelled");
  });

  it("says why it cannot be paid, or null while active", () => {
    expect(notPayableReason({ status: "active", expiresAt: at(1000) }, NOW)).toBeNull();
    expect(notPayableReason({ status: "active", expiresAt: at(-1) }, NOW)).toBe("This payment link has expired");
    expect(notPayableReason({ status: "paid", expiresAt: at(1000) }, NOW)).toBe("This payment link is already paid");
    expect(notPayableReason({ status: "cancelled", expiresAt: at(1000) }, NOW)).toBe("This payment link was cancelled");
  });

  it("may be polled until it expires (whole seconds, rounded up), not once decided", () => {
    expect(pollingTimeout({ status: "active", expiresAt: at(90_500) }, NOW)).toBe(91);
    expect(pollingTimeout({ status: "active", expiresAt: at(-5) }, NOW)).toBe(0);
    expect(pollingTimeout({ status: "paid", expiresAt: at(90_000) }, NOW)).toBe(0);
  });
});

describe("a payment link's message and addresses", () => {
  it("names the store, the amount, what it is for, the reference, the page and the expiry", () => {
    const message = linkMessage(
      "Vitrine",
      { amount: "₹1,250.00", description: "Alterations", externalOrderId: "INV-7" },
      "https://shop.example.com/payment/link/abc",
      at(3600_000),
    );
    expect(message.subject).toBe("Vitrine: pay ₹1,250.00 for Alterations");
    expect(message.text).toBe(
      "Vitrine asks you to pay ₹1,250.00 for Alterations (reference INV-7).\n\n" +
        "Pay here:\nhttps://shop.example.com/payment/link/abc\n\nThe link works until 2026-11-24 13:00 UTC.",
    );
    expect(message.sms).toBe("Vitrine: pay ₹1,250.00 for Alterations here: https://shop.example.com/payment/link/abc");
    const bare = linkMessage("Vitrine", { amount: "₹5.00", description: "", externalOrderId: "R" }, "u", at(0));
    expect(bare.subject).toBe("Vitrine: pay ₹5.00");
  });

  it("puts the link on the storefront's /payment/link/{id}, and takes only absolute http(s) return URLs", () => {
    expect(paymentLinkPath("a_b-c")).toBe("/payment/link/a_b-c");
    expect(returnUrlOrNull("https://shop.example.com/payment/link/x")).toBe("https://shop.example.com/payment/link/x");
    expect(returnUrlOrNull("http://localhost:3000/p")).toBe("http://localhost:3000/p");
    expect(returnUrlOrNull("javascript:alert(1)")).toBeNull();
    expect(returnUrlOrNull("/payment/link/x")).toBeNull();
    expect(returnUrlOrNull(42)).toBeNull();
    expect(returnUrlOrNull(`https://x.example/${"a".repeat(2000)}`)).toBeNull();
  });
});

describe("the payment-link page", () => {
  it("reads the attempt the gateway's page returned with, and nothing else", () => {
    const back = new URLSearchParams({ success: "false", order_id: "PL0123456789ABCDEF01", error: " Declined " });
    expect(returnedAttempt(back)).toEqual({ orderId: "PL0123456789ABCDEF01", success: false, error: "Declined" });
    expect(returnedAttempt(new URLSearchParams({ success: "true", order_id: "PL0123456789ABCDEF01" }))).toEqual({
      orderId: "PL0123456789ABCDEF01",
      success: true,
      error: "",
    });
    expect(returnedAttempt(new URLSearchParams({ order_id: "FY0123456789ABCDEF01" }))).toBeNull();
    expect(returnedAttempt(new URLSearchParams())).toBeNull();
  });

  it("says what a decided link means, and treats an unknown status as not payable", () => {
    expect(decidedText("paid", "₹1,250", "Vitrine")).toEqual({
      title: "Payment received",
      text: "Thank you. ₹1,250 was paid to Vitrine.",
    });
    expect(decidedText("cancelled", "₹1", "Vitrine").title).toBe("This payment link was cancelled");
    expect(decidedText("expired", "₹1", "Vitrine").text).toContain("Ask Vitrine for a new link");
    expect(linkStatusOf("active")).toBe("active");
    expect(linkStatusOf("weird")).toBe("expired");
    expect(LINK_ID.test("AbCdEfGhIjKlMnOpQrStUvWxYz012345")).toBe(true);
    expect(LINK_ID.test("../../etc")).toBe(false);
  });
});
