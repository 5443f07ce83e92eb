import { describe, expect, it } from "vitest";
import { PAY_LATER_LIMITS_INR, verifyPayLaterCustomer } from "../../service/modules/payment/pay-later";

describe("pay later's customer check (Sandbox)", () => {
  const ask = (aggregator: string, rupees: number, phone = "9876543210") =>
    verifyPayLaterCustomer({ aggregator, transaction_amount_in_paise: rupees * 100, phone_number: phone });

  it("approves a shopper with a mobile number up to the provider's limit", () => {
    expect(ask("SIMPL", 1299).data?.data?.approved).toBe(true);
    expect(ask("simpl", PAY_LATER_LIMITS_INR.SIMPL).data?.data?.approved).toBe(true);
    expect(ask("LAZYPAY", PAY_LATER_LIMITS_INR.LAZYPAY + 1)).toMatchObject({
      success: true,
      message: "LazyPay lends up to ₹10000 per order",
      data: { data: { approved: false } },
    });
  });

  it("needs an Indian mobile number", () => {
    expect(ask("SIMPL", 500, "").data?.data?.approved).toBe(false);
    expect(ask("SIMPL", 500, "12345").data?.data?.approved).toBe(false);
    expect(ask("SIMPL", 500, "+91 98765 43210").data?.data?.approved).toBe(true);
  });

  it("refuses an unknown provider", () => {
    expect(() => ask("KLARNA", 500)).toThrow("Unknown pay later provider KLARNA");
  });
});
