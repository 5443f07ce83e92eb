import { describe, expect, it } from "vitest";
import { formatPhoneNumber, parseMobile } from "~/lib/phone.server";

describe("phone numbers (libphonenumber, default India)", () => {
  it("reads national, international and spaced forms", () => {
    expect(parseMobile("9876543210")).toEqual({ countryCode: "91", mobile: "9876543210" });
    expect(parseMobile("98765 43210")).toEqual({ countryCode: "91", mobile: "9876543210" });
    expect(parseMobile("+91 98765-43210")).toEqual({ countryCode: "91", mobile: "9876543210" });
    expect(parseMobile("09876543210")).toEqual({ countryCode: "91", mobile: "9876543210" });
    expect(parseMobile("+44 7911 123456")).toEqual({ countryCode: "44", mobile: "7911123456" });
  });

  it("rejects what is not a valid number", () => {
    for (const input of ["", "12", "98x", "abc", "asha@example.com", "+91 12345", "9".repeat(40)])
      expect(parseMobile(input), input).toBeNull();
  });
});

describe("phone formatting (display)", () => {
  it("formats numbers the way their country writes them", () => {
    expect(formatPhoneNumber(91, "9876543210")).toBe("+91 98765 43210");
    expect(formatPhoneNumber("91", "9876543210")).toBe("+91 98765 43210");
    expect(formatPhoneNumber("+1", "2015550123")).toBe("+1 201 555 0123");
  });
  it("falls back to +code digits for numbers it cannot place", () => {
    expect(formatPhoneNumber("91", "12")).toBe("+91 12");
    expect(formatPhoneNumber("", "98765")).toBe("98765");
  });
});
