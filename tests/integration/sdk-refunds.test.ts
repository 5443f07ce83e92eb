/**
 * The official Fynd SDK (@gofynd/fdk-client-javascript) over real HTTP calls every refund
 * beneficiary method, the finance client's two calls and getInvoiceByShipmentId, and gets the
 * official shapes back; and our storefront SDK sends these calls exactly as the official one does.
 */
import { and, desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { REFUND_OPERATIONS } from "../../app/sdk/operations";
import { expectConsoleError } from "../console-errors";
import { mailOutbox } from "../../service/db/schema";
import { captureOfficialRequests, itSendsTheOfficialRequest } from "../official-sdk";
import { creditNoteLock, HOME, stockedArticles } from "./checkout-helpers";
import { useHttpTestService } from "./helpers";
import { officialShopper } from "./official-shopper";

describe("official SDK: refund beneficiaries, finance and invoices", () => {
  const { origin, runtime } = useHttpTestService();

  const registeredClient = (email: string) => officialShopper(origin(), email, "Refund");
  const lastCode = async (recipient: string) => {
    const [message] = await runtime()
      .database.db.select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.recipient, recipient), eq(mailOutbox.kind, "otp")))
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    return /^(\d{6}) /.exec(message?.text ?? "")?.[1] ?? "";
  };

  it("adds, lists and chooses refund beneficiaries; finance answers; the invoice link opens", async () => {
    const email = `sdk.refund.${Date.now()}@example.com`;
    const c = await registeredClient(email);

    expect(await c.payment.verifyIfscCode({ ifscCode: "ICIC0000001" })).toEqual({
      success: true,
      bank_name: "ICICI Bank",
      branch_name: "Branch 000001",
    });
    const modes = await c.payment.getActiveRefundTransferModes();
    expect(modes.data.map((m: any) => m.items[0].name)).toEqual(["bank", "wallet"]);
    expect(
      await c.payment.enableOrDisableRefundTransferMode({ body: { transfer_mode: "wallet", enable: true } }),
    ).toEqual({ success: true });

    const started = await c.payment.addRefundBankAccountUsingOTP({
      body: {
        order_id: "",
        details: {
          account_no: "123412341234",
          bank_name: "ICICI Bank",
          ifsc_code: "ICIC0000001",
          branch_name: "",
          account_holder: "Sdk Refund",
        },
      },
    });
    expect(started).toMatchObject({ success: true, message: "OTP sent", is_verified_flag: false });
    const verified = await c.payment.verifyOtpAndAddBeneficiaryForBank({
      body: { request_id: started.data.request_id, otp: await lastCode(email), hash_key: "" },
    });
    expect(verified).toEqual({ success: true, message: "Refund account added" });

    const mobile = `9${String(Date.now()).slice(-9)}`;
    const walletCode = await c.payment.verifyOtpAndAddBeneficiaryForWallet({
      body: { country_code: "91", mobile },
    });
    expect(walletCode).toMatchObject({ success: true, is_verified_flag: "false" });
    const wallet = await c.payment.addBeneficiaryDetails({
      body: {
        delights: false,
        shipment_id: "",
        order_id: "",
        transfer_mode: "wallet",
        request_id: walletCode.request_id,
        otp: await lastCode(`+91 ${mobile}`),
        details: { vpa: "sdk@okaxis", mobile, email: "", account_holder: "Sdk Refund" },
      },
    });
    expect(wallet).toMatchObject({ success: true, is_verified_flag: true });

    const mine = await c.payment.getUserBeneficiariesDetail({ orderId: "" });
    expect(mine.beneficiaries.map((b: any) => b.transfer_mode).sort()).toEqual(["bank", "wallet"]);
    const upi = mine.beneficiaries.find((b: any) => b.transfer_mode === "wallet");
    expect(await c.payment.updateDefaultBeneficiary({ body: { beneficiary_id: upi.beneficiary_id } })).toEqual({
      success: true,
      is_beneficiary_set: true,
    });

    // An order, its beneficiaries and its invoice.
    const [article] = await stockedArticles(runtime().database.db);
    const address = await c.cart.addAddress({ body: HOME });
    const added = await c.cart.addItems({
      body: { items: [{ item_id: article.productUid, item_size: article.size, quantity: 1 }] },
    });
    const placed = await c.cart.checkoutCart({
      body: { id: added.cart.id, address_id: address.id, payment_mode: "COD", aggregator: "Fynd" },
    });
    const forOrder = await c.payment.getOrderBeneficiariesDetail({ orderId: placed.order_id });
    expect(forOrder.show_beneficiary_details).toBe(true);
    expect(forOrder.beneficiaries.find((b: any) => b.is_default).beneficiary_id).toBe(upi.beneficiary_id);

    const order = await c.order.getOrderById({ orderId: placed.order_id });
    const shipmentId = order.order.shipments[0].shipment_id;
    const invoice = await c.order.getInvoiceByShipmentId({ shipmentId });
    expect(invoice).toMatchObject({ success: true, shipment_id: shipmentId, presigned_type: "html" });
    const page = await fetch(invoice.presigned_url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(`INV-${shipmentId}`);

    expect(
      await c.finance.customerCreditBalance({
        body: { data: { seller_id: 1, affiliate_id: "vitrine", customer_email: email } },
      }),
    ).toMatchObject({ success: true, data: { total_credited_balance: 0, allowed_redemption_amount: 0 } });
    // The official SDK logs every failed call through console.error.
    expectConsoleError(/Credit note not found/);
    await expect(
      c.finance.lockUnlockCreditNote({
        body: creditNoteLock(10, placed.order_id),
      }),
    ).rejects.toMatchObject({ code: 404, message: "Credit note not found" });
  });
});

/** The refund and invoice operations send the very request the official SDK sends. */
describe("storefront SDK refund requests match the official SDK's", () => {
  const details = {
    account_no: "123412341234",
    bank_name: "ICICI Bank",
    ifsc_code: "ICIC0000001",
    branch_name: "",
    account_holder: "Asha Rao",
  };
  const samples: Record<string, Record<string, unknown>> = {
    verifyIfscCode: { ifscCode: "ICIC0000001" },
    getActiveRefundTransferModes: {},
    enableOrDisableRefundTransferMode: { body: { transfer_mode: "bank", enable: false } },
    getUserBeneficiariesDetail: { orderId: "FY0123456789ABCDEF01" },
    getOrderBeneficiariesDetail: { orderId: "FY0123456789ABCDEF01" },
    addRefundBankAccountUsingOTP: { body: { order_id: "FY0123456789ABCDEF01", details } },
    verifyOtpAndAddBeneficiaryForBank: { body: { request_id: "r1", otp: "123456", hash_key: "" } },
    verifyOtpAndAddBeneficiaryForWallet: { body: { country_code: "91", mobile: "9876543210" } },
    addBeneficiaryDetails: {
      body: {
        transfer_mode: "wallet",
        request_id: "r1",
        otp: "123456",
        details: { vpa: "asha@okicici", mobile: "9876543210" },
      },
    },
    updateDefaultBeneficiary: { body: { beneficiary_id: "b1", order_id: "FY0123456789ABCDEF01" } },
    getInvoiceByShipmentId: { shipmentId: "1700000000000001" },
  };
  const cases = Object.entries(REFUND_OPERATIONS).flatMap(([module, operations]) =>
    Object.keys(operations).map((name) => [`${module}.${name}`, module, name] as const),
  );

  it("covers every operation", () => {
    expect(cases.map(([, , name]) => name).sort()).toEqual(Object.keys(samples).sort());
  });

  itSendsTheOfficialRequest(captureOfficialRequests(), cases, samples);
});
