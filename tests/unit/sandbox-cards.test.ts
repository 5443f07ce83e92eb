/** The Sandbox's card rules: Luhn, brands by prefix, and the hosted page's card form. */
import { describe, expect, it } from "vitest";
import { cardBrand, cardForm, passesLuhn } from "../../service/modules/payment/sandbox-cards";

const NOW = Date.UTC(2026, 10, 24);

describe("Sandbox card rules", () => {
  it("checks numbers with Luhn", () => {
    expect(passesLuhn("4111111111111111")).toBe(true);
    expect(passesLuhn("4000000000000002")).toBe(true);
    expect(passesLuhn("5555555555554444")).toBe(true);
    expect(passesLuhn("4111111111111112")).toBe(false);
    expect(passesLuhn("41111")).toBe(false);
    expect(passesLuhn("4111-1111-1111-1111")).toBe(false);
  });

  it("names the brand from the prefix", () => {
    expect(cardBrand("4111111111111111")).toBe("visa");
    expect(cardBrand("5555555555554444")).toBe("mastercard");
    expect(cardBrand("2221000000000009")).toBe("mastercard");
    expect(cardBrand("6073849700004947")).toBe("rupay");
    expect(cardBrand("378282246310005")).toBe("amex");
  });

  it("parses the form: spaces in the number, two-digit years, expiry this month still valid", () => {
    const form = {
      card_number: "4111 1111 1111 1111",
      card_name: " Asha ",
      exp_month: "11",
      exp_year: "26",
      cvv: "123",
    };
    expect(cardForm(NOW).parse({ ...form, save_card: "on" })).toEqual({
      card_number: "4111111111111111",
      card_name: "Asha",
      exp_month: 11,
      exp_year: 2026,
      cvv: "123",
      save_card: true,
    });
    const errors = (input: Record<string, string>) =>
      cardForm(NOW)
        .safeParse(input)
        .error?.issues.map((i) => `${i.path[0]}: ${i.message}`);
    expect(errors({ ...form, exp_month: "10" })).toEqual(["exp_year: This card has expired"]);
    expect(errors({ ...form, exp_month: "13", cvv: "12345" })).toEqual([
      "exp_month: Enter the expiry month (1–12)",
      "cvv: Enter the 3 or 4 digit CVV",
    ]);
    expect(errors({ ...form, card_number: "1234 5678" })).toEqual(["card_number: Enter a valid card number"]);
  });
});
