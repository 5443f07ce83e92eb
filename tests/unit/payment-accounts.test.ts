/**
 * The pure rules of wallet linking, pay-later credit, card look-ups and the Sandbox's own calls
 * (decision 0024), service side and storefront side.
 */
import { describe, expect, it } from "vitest";
import { paymentOptions } from "../../app/lib/checkout/payment";
import { linkWalletHref, walletCodeForm, walletLinkStep, walletMobileForm } from "../../app/lib/checkout/wallet-link";
import { paymentModeRoutes } from "../../service/modules/payment/options";
import { BASE_PRICING } from "../../service/modules/catalog/money";
import { renderHtml } from "../../service/modules/payment/aggregator";
import { cardInfo } from "../../service/modules/payment/card-lookup";
import { availableCredit, balance, dueDate } from "../../service/modules/payment/credit";
import { walletVerifyBody } from "../../service/modules/payment/payment-accounts-validators";
import { indianMobile, maskMobile, sandboxWallet } from "../../service/modules/payment/wallets";

describe("wallet linking rules", () => {
  it("reads an Indian mobile number with or without +91, 91 or 0, and masks it", () => {
    expect(indianMobile("9876543210")).toBe("9876543210");
    expect(indianMobile("+91 98765-43210")).toBe("9876543210");
    expect(indianMobile("09876543210")).toBe("9876543210");
    expect(indianMobile("5876543210")).toBeNull();
    expect(indianMobile("98765")).toBeNull();
    expect(maskMobile("9876543210")).toBe("98xxxxxx10");
  });

  it("knows the Sandbox's wallets only, in any case", () => {
    expect(sandboxWallet("sandbox", "paytm")).toEqual({ code: "PAYTM", name: "Paytm" });
    expect(() => sandboxWallet("Sandbox", "FREECHARGE")).toThrow("Unknown wallet FREECHARGE");
    expect(() => sandboxWallet("Razorpay", "PAYTM")).toThrow(/does not link wallets/);
  });

  it("takes the code as the official model's number and gives its leading zeros back", () => {
    expect(walletVerifyBody.parse({ aggregator: "Sandbox", link_token: "t", otp: 42 }).otp).toBe("000042");
    expect(walletVerifyBody.parse({ aggregator: "Sandbox", link_token: "t", otp: "123456" }).otp).toBe("123456");
    expect(walletVerifyBody.safeParse({ aggregator: "Sandbox", link_token: "t", otp: 1234567 }).success).toBe(false);
    expect(walletVerifyBody.safeParse({ aggregator: "Sandbox", link_token: "t", otp: "12a" }).success).toBe(false);
  });
});

describe("pay-later credit rules", () => {
  it("leaves the limit less what is owed, never below zero", () => {
    expect(availableCredit(25_000, 1_234.5)).toBe(23_765.5);
    expect(availableCredit(10_000, 12_000)).toBe(0);
  });

  it("is due on the 15th of the next month, across a year's end", () => {
    expect(dueDate(Date.UTC(2026, 10, 24))).toBe("2026-12-15");
    expect(dueDate(Date.UTC(2026, 11, 31))).toBe("2027-01-15");
  });

  it("formats balances in rupees with Indian grouping", () => {
    expect(balance(123_456.5)).toEqual({ value: 123_456.5, currency: "INR", formatted_value: "₹1,23,456.50" });
  });
});

describe("card look-up and HTML rendering", () => {
  it("names the issuer of a Sandbox BIN, and only the brand of an unknown one", () => {
    expect(cardInfo("6080 0112 3456 7890").data).toMatchObject({
      status: true,
      id: "608001",
      card_brand: "RUPAY",
      type: "DEBIT",
      bank: "Punjab National Bank",
      bank_code: "PUNB",
    });
    expect(cardInfo("378282").data).toMatchObject({ card_brand: "AMEX", bank: "American Express" });
    expect(cardInfo("512345").data).toMatchObject({ status: false, card_brand: "MASTERCARD", bank: "", type: "" });
    expect(cardInfo("999999").data).toMatchObject({ status: false, card_brand: "" });
    expect(() => cardInfo("41111")).toThrow(/first 6 to 19 digits/);
  });

  it("decodes base64 HTML and refuses what is not", () => {
    const html = "<html><body>Redirecting…</body></html>";
    expect(renderHtml(Buffer.from(html).toString("base64"))).toEqual({ html });
    expect(() => renderHtml("%%%")).toThrow("base64_html must be base64-encoded HTML");
    expect(() => renderHtml(Buffer.from("no markup").toString("base64"))).toThrow();
    expect(() => renderHtml(Buffer.from([0xff, 0xfe, 0x3c, 0x61, 0x3e]).toString("base64"))).toThrow();
  });
});

describe("wallets in the payment options and at checkout", () => {
  it("marks each wallet linked or not, and the storefront reads it", () => {
    const pricing = BASE_PRICING;
    const details = paymentModeRoutes(1000, pricing, [], { linkedWallets: new Map([["PAYTM", "98xxxxxx10"]]) });
    const wallets = paymentOptions(details).filter((o) => o.mode_name === "WL");
    expect(wallets.map((w) => [w.option_name, w.wallet])).toEqual([
      ["PAYTM", { linked: true, mobile: "98xxxxxx10" }],
      ["PHONEPE", { linked: false, mobile: "" }],
      ["AMAZONPAY", { linked: false, mobile: "" }],
      ["MOBIKWIK", { linked: false, mobile: "" }],
    ]);
    expect(paymentOptions(details).find((o) => o.mode_name === "UPI")?.wallet).toBeNull();
    const pos = paymentModeRoutes(1000, pricing, [], { only: ["COD", "CARD", "UPI"] });
    expect(pos.payment_options.payment_option.map((m) => m.name)).toEqual(["COD", "CARD", "UPI"]);
  });

  it("carries the link's steps and the checkout's query in the URL", () => {
    const href = linkWalletHref("http://shop/cart/payment-info?address_id=a1&payment_mode=COD", "PAYTM", "payment");
    expect(href).toBe("/cart/link-wallet?address_id=a1&payment_mode=COD&wallet=PAYTM&from=payment");
    const next = linkWalletHref(href, "PAYTM", "payment", { token: "0123456789abcdef", to: "98xxxxxx10" });
    expect(walletLinkStep(new URL(next, "http://shop").searchParams)).toEqual({
      code: "PAYTM",
      from: "payment",
      sent: { token: "0123456789abcdef", to: "98xxxxxx10" },
    });
    expect(walletLinkStep(new URLSearchParams("wallet=<x>&from=elsewhere"))).toEqual({
      code: null,
      from: "payment",
      sent: null,
    });
  });

  it("checks the two forms as the service would", () => {
    expect(walletMobileForm.safeParse({ mobile: "+91 9876543210" }).success).toBe(true);
    expect(walletMobileForm.safeParse({ mobile: "12345" }).success).toBe(false);
    expect(walletCodeForm.safeParse({ link_token: "0123456789abcdef", otp: "012345" }).success).toBe(true);
    expect(walletCodeForm.safeParse({ link_token: "0123456789abcdef", otp: "12345" }).success).toBe(false);
  });
});
