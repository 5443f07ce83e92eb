import { describe, expect, it } from "vitest";
import { bankFormErrors, otpError, readBankForm, refundAccountView, upiFormErrors } from "~/lib/refund-accounts";
import type { OrderBeneficiaryDetails } from "~/sdk";
import { maskAccountNumber } from "../../service/contract/validation";
import { normaliseIfsc } from "~/sdk/validation";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  return data;
};

describe("refund account forms", () => {
  it("reads a bank form (spaces out of the numbers) and checks every field", () => {
    const bank = readBankForm(
      form({
        accountHolder: " Asha Rao ",
        accountNo: "1234 5678 9012",
        confirmAccountNo: "123456789012",
        ifsc: "hdfc0001234",
      }),
    );
    expect(bank).toEqual({
      accountHolder: "Asha Rao",
      accountNo: "123456789012",
      confirmAccountNo: "123456789012",
      ifsc: "hdfc0001234",
    });
    expect(bankFormErrors(bank)).toEqual({});
    expect(bankFormErrors({ ...bank, confirmAccountNo: "123456789013" })).toEqual({
      confirmAccountNo: ["The account numbers do not match"],
    });
    expect(
      Object.keys(bankFormErrors({ accountHolder: "", accountNo: "12", confirmAccountNo: "", ifsc: "HDFC1234" })),
    ).toEqual(["accountHolder", "accountNo", "ifsc"]);
  });

  it("checks the IFSC pattern ^[A-Z]{4}0[A-Z0-9]{6}$ (case and spaces ignored)", () => {
    expect(normaliseIfsc(" sbin0 001234")).toBe("SBIN0001234");
    expect(normaliseIfsc("SBIN1001234")).toBeUndefined();
    expect(normaliseIfsc("SBI00001234")).toBeUndefined();
    expect(normaliseIfsc("SBIN000123")).toBeUndefined();
  });

  it("checks a UPI ID, its mobile number and a code", () => {
    expect(upiFormErrors({ vpa: "asha@okicici", mobile: "9876543210" })).toEqual({});
    expect(Object.keys(upiFormErrors({ vpa: "asha", mobile: "98765" }))).toEqual(["vpa", "mobile"]);
    expect(otpError("123456")).toBeNull();
    expect(otpError("12345")).toBe("Enter the 6-digit code");
  });

  it("masks account numbers to their last four digits and shows beneficiaries", () => {
    expect(maskAccountNumber("123456789012")).toBe("XXXXXXXX9012");
    const base = {
      beneficiary_id: "b1",
      account_holder: "Asha Rao",
      account_no: "XXXXXXXX9012",
      bank_name: "HDFC Bank",
      ifsc_code: "HDFC0001234",
      title: "HDFC Bank",
      subtitle: "XXXXXXXX9012",
      is_default: true,
    } as OrderBeneficiaryDetails;
    expect(refundAccountView({ ...base, transfer_mode: "bank" })).toMatchObject({
      kind: "bank",
      title: "HDFC Bank",
      detail: "XXXXXXXX9012",
      ifsc: "HDFC0001234",
      isDefault: true,
    });
    expect(
      refundAccountView({
        ...base,
        transfer_mode: "wallet",
        title: "UPI",
        subtitle: "asha@okicici",
        is_default: false,
      }),
    ).toMatchObject({ kind: "upi", title: "UPI", detail: "asha@okicici", ifsc: "", isDefault: false });
  });
});
