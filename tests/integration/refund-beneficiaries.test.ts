/**
 * Refund beneficiaries, the finance calls and shipment invoices over a real database (PGlite, and
 * PostgreSQL when DATABASE_URL is set): the IFSC check, a bank account added only with the right
 * one-time code (sent through the outbox), a wallet / UPI id, the default, another shopper seeing and
 * setting nothing, an order's beneficiaries and its recorded choice, and the invoice link (the owner
 * only, expiring after 300 s).
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { refundBeneficiaries } from "../../service/db/schema";
import { refundBeneficiaryFor } from "../../service/modules/payment/beneficiaries";
import { useAccountsHarness, type Shopper } from "./accounts-helpers";
import { creditNoteLock, firstShipmentOf, placeCodOrder, stockedArticles, type Article } from "./checkout-helpers";
import { ORDERS, PAYMENT } from "./constants";
import { drivers } from "./helpers";

const FINANCE = "/service/application/finance/v1.0";

const BANK = {
  account_holder: "Asha Rao",
  account_no: "123456789012",
  ifsc_code: "HDFC0001234",
  bank_name: "",
  branch_name: "",
};

/** A 6-digit code that is not `code`. */
const otherThan = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

describe.each(drivers)("refund beneficiaries on %s", (driver) => {
  const service = useAccountsHarness(driver);
  const { call } = service;
  let articles: Article[] = [];

  beforeAll(async () => {
    articles = await stockedArticles(service.db);
  });

  /** A COD order of one unit of the nth article: its order and shipment ids. */
  async function placeOrder(who: Shopper, n: number): Promise<{ orderId: string; shipmentId: string }> {
    const orderId = await placeCodOrder(service, who, [[articles[n], 1]]);
    return { orderId, shipmentId: await firstShipmentOf(service, who, orderId) };
  }

  /** Starts a bank account and answers its code: the right one, or a wrong one. */
  async function addBank(who: Shopper, details = BANK, wrongCode = false) {
    const started = await call(`${PAYMENT}/refund/account/otp`, {
      method: "POST",
      cookie: who.cookie,
      body: { order_id: "", details },
    });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const code = await service.lastCode(who.email);
    const verified = await call(`${PAYMENT}/refund/verification/bank`, {
      method: "POST",
      cookie: who.cookie,
      body: { request_id: started.body.data.request_id, otp: wrongCode ? otherThan(code) : code, hash_key: "" },
    });
    return { started, verified, code };
  }

  const list = (who: Shopper) => call(`${PAYMENT}/refund/user/beneficiary`, { cookie: who.cookie });

  it("checks an IFSC: the bank of a known prefix, a clear refusal otherwise; signed-in only", async () => {
    const shopper = await service.register();
    const ok = await call(`${PAYMENT}/ifsc-code/verify?ifsc_code=hdfc0001234`, { cookie: shopper.cookie });
    expect(ok.body).toEqual({ success: true, bank_name: "HDFC Bank", branch_name: "Branch 001234" });
    const unknown = await call(`${PAYMENT}/ifsc-code/verify?ifsc_code=ABCD0001234`, { cookie: shopper.cookie });
    expect(unknown.body).toMatchObject({ success: false, bank_name: "", message: expect.stringMatching(/bank/) });
    const malformed = await call(`${PAYMENT}/ifsc-code/verify?ifsc_code=HDFC1234`, { cookie: shopper.cookie });
    expect(malformed.body).toMatchObject({ success: false, message: "Enter a valid IFSC code (e.g. HDFC0001234)" });
    const anonymous = await call(`${PAYMENT}/ifsc-code/verify?ifsc_code=HDFC0001234`);
    expect(anonymous.status).toBe(401);
  });

  it("adds a bank account only with the right code, sent to the shopper through the outbox", async () => {
    service.freshWindow();
    const shopper = await service.register();
    const refused = await call(`${PAYMENT}/refund/account/otp`, {
      method: "POST",
      cookie: shopper.cookie,
      body: { details: { ...BANK, ifsc_code: "ZZZZ0001234" } },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors["details.ifsc_code"]).toEqual([expect.stringMatching(/could not find a bank/)]);

    const wrong = await addBank(shopper, BANK, true);
    expect(wrong.started.body).toMatchObject({ success: true, message: "OTP sent", is_verified_flag: false });
    expect(wrong.verified.status).toBe(400);
    expect(wrong.verified.body.message).toBe("Invalid OTP");
    expect((await list(shopper)).body.beneficiaries).toEqual([]);

    // The same request answered right adds it (the wrong try used one of five).
    const again = await call(`${PAYMENT}/refund/verification/bank`, {
      method: "POST",
      cookie: shopper.cookie,
      body: { request_id: wrong.started.body.data.request_id, otp: wrong.code },
    });
    expect(again.body).toEqual({ success: true, message: "Refund account added" });
    const listed = (await list(shopper)).body.beneficiaries;
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({
      transfer_mode: "bank",
      account_no: "XXXXXXXX9012",
      bank_name: "HDFC Bank",
      ifsc_code: "HDFC0001234",
      account_holder: "Asha Rao",
      is_default: true,
      is_active: true,
    });
    // The full number is kept for paying the refund, never answered.
    const [row] = await service.db
      .select()
      .from(refundBeneficiaries)
      .where(eq(refundBeneficiaries.beneficiaryId, listed[0].beneficiary_id));
    expect(row.accountNo).toBe("123456789012");
    expect(JSON.stringify(listed)).not.toContain("123456789012");

    // A spent code adds nothing more.
    const replay = await call(`${PAYMENT}/refund/verification/bank`, {
      method: "POST",
      cookie: shopper.cookie,
      body: { request_id: wrong.started.body.data.request_id, otp: wrong.code },
    });
    expect(replay.status).toBe(400);
    expect((await list(shopper)).body.beneficiaries).toHaveLength(1);
  });

  it("adds a UPI id with the code sent to its mobile number, switches the default, turns a mode off", async () => {
    service.freshWindow();
    const shopper = await service.register();
    await addBank(shopper);
    const mobile = service.uniqueMobile();
    const sent = await call(`${PAYMENT}/refund/verification/wallet`, {
      method: "POST",
      cookie: shopper.cookie,
      body: { country_code: "91", mobile },
    });
    expect(sent.body).toMatchObject({ success: true, is_verified_flag: "false", request_id: expect.any(String) });
    const code = await service.lastCode(`+91 ${mobile}`);
    const wallet = { vpa: "asha@okicici", mobile, email: "", account_holder: "Asha Rao" };
    const wrong = await call(`${PAYMENT}/refund/account`, {
      method: "POST",
      cookie: shopper.cookie,
      body: {
        transfer_mode: "wallet",
        details: wallet,
        request_id: sent.body.request_id,
        otp: otherThan(code),
        order_id: "",
        shipment_id: "",
        delights: false,
      },
    });
    expect(wrong.status).toBe(400);
    expect((await list(shopper)).body.beneficiaries).toHaveLength(1);
    const added = await call(`${PAYMENT}/refund/account`, {
      method: "POST",
      cookie: shopper.cookie,
      body: { transfer_mode: "wallet", details: wallet, request_id: sent.body.request_id, otp: code },
    });
    expect(added.body).toMatchObject({ success: true, is_verified_flag: true });
    let listed = (await list(shopper)).body.beneficiaries;
    expect(listed.map((b: { transfer_mode: string; is_default: boolean }) => [b.transfer_mode, b.is_default])).toEqual([
      ["bank", true],
      ["wallet", false],
    ]);
    const upi = listed[1];
    expect(upi).toMatchObject({ title: "UPI", subtitle: "asha@okicici", address: "asha@okicici" });

    const set = await call(`${PAYMENT}/refund/beneficiary/default`, {
      method: "POST",
      cookie: shopper.cookie,
      body: { beneficiary_id: upi.beneficiary_id, order_id: "" },
    });
    expect(set.body).toEqual({ success: true, is_beneficiary_set: true });
    listed = (await list(shopper)).body.beneficiaries;
    expect(
      listed
        .filter((b: { is_default: boolean }) => b.is_default)
        .map((b: { beneficiary_id: string }) => b.beneficiary_id),
    ).toEqual([upi.beneficiary_id]);

    const modes = await call(`${PAYMENT}/refund/transfer-mode`, { cookie: shopper.cookie });
    expect(modes.body.data.map((m: { items: { name: string }[] }) => m.items[0].name)).toEqual(["bank", "wallet"]);
    const off = await call(`${PAYMENT}/refund/transfer-mode`, {
      method: "PUT",
      cookie: shopper.cookie,
      body: { transfer_mode: "wallet", enable: false },
    });
    expect(off.body).toEqual({ success: true });
    const after = await call(`${PAYMENT}/refund/transfer-mode`, { cookie: shopper.cookie });
    expect(after.body.data.map((m: { items: { name: string }[] }) => m.items[0].name)).toEqual(["bank"]);
    const refused = await call(`${PAYMENT}/refund/verification/wallet`, {
      method: "POST",
      cookie: shopper.cookie,
      body: { country_code: "91", mobile },
    });
    expect(refused.status).toBe(400);
  });

  it("another shopper neither sees nor sets a shopper's beneficiaries and orders", async () => {
    service.freshWindow();
    const owner = await service.register();
    const other = await service.register();
    await addBank(owner);
    const [mine] = (await list(owner)).body.beneficiaries;
    expect((await list(other)).body.beneficiaries).toEqual([]);
    const steal = await call(`${PAYMENT}/refund/beneficiary/default`, {
      method: "POST",
      cookie: other.cookie,
      body: { beneficiary_id: mine.beneficiary_id },
    });
    expect(steal.status).toBe(404);
    const { orderId } = await placeOrder(owner, 0);
    const peek = await call(`${PAYMENT}/refund/order/beneficiaries?order_id=${orderId}`, { cookie: other.cookie });
    expect(peek.status).toBe(404);
    // Another shopper's code cannot add to this shopper's account.
    const started = await call(`${PAYMENT}/refund/account/otp`, {
      method: "POST",
      cookie: owner.cookie,
      body: { details: { ...BANK, account_no: "999988887777" } },
    });
    const code = await service.lastCode(owner.email);
    const hijack = await call(`${PAYMENT}/refund/verification/bank`, {
      method: "POST",
      cookie: other.cookie,
      body: { request_id: started.body.data.request_id, otp: code },
    });
    expect(hijack.status).toBe(400);
    expect((await list(other)).body.beneficiaries).toEqual([]);
    expect((await list(owner)).body.beneficiaries).toHaveLength(1);
  });

  it("answers an order's beneficiaries and records the one chosen for a shipment's refund", async () => {
    service.freshWindow();
    const shopper = await service.register();
    const { orderId, shipmentId } = await placeOrder(shopper, 1);
    const none = await call(`${PAYMENT}/refund/order/beneficiaries?order_id=${orderId}`, { cookie: shopper.cookie });
    expect(none.body).toEqual({ show_beneficiary_details: true, beneficiaries: [], refund_choices: [] });
    expect(await refundBeneficiaryFor(service.db, shipmentId)).toBeUndefined();

    await addBank(shopper);
    await addBank(shopper, { ...BANK, account_no: "555566667777", ifsc_code: "SBIN0004321" });
    const both = await call(`${PAYMENT}/refund/order/beneficiaries?order_id=${orderId}`, { cookie: shopper.cookie });
    expect(both.body.beneficiaries).toHaveLength(2);
    const sbi = both.body.beneficiaries.find((b: { bank_name: string }) => b.bank_name === "State Bank of India");
    expect(sbi.is_default).toBe(false);
    // Without a choice the refund goes to the default (the first account added).
    expect((await refundBeneficiaryFor(service.db, shipmentId))?.accountNo).toBe("123456789012");

    const chosen = await call(`${PAYMENT}/refund/beneficiary/default`, {
      method: "POST",
      cookie: shopper.cookie,
      body: { beneficiary_id: sbi.beneficiary_id, order_id: orderId, shipment_id: shipmentId },
    });
    expect(chosen.body).toEqual({ success: true, is_beneficiary_set: true });
    const after = await call(`${PAYMENT}/refund/order/beneficiaries?order_id=${orderId}`, { cookie: shopper.cookie });
    expect(after.body.refund_choices).toEqual([{ shipment_id: shipmentId, beneficiary_id: sbi.beneficiary_id }]);
    expect(await refundBeneficiaryFor(service.db, shipmentId)).toMatchObject({
      beneficiaryId: sbi.beneficiary_id,
      transferMode: "bank",
      accountNo: "555566667777",
      ifscCode: "SBIN0004321",
      bankName: "State Bank of India",
    });
    // The shopper's default is unchanged.
    const listed = (await list(shopper)).body.beneficiaries;
    expect(listed.find((b: { is_default: boolean }) => b.is_default).account_no).toBe("XXXXXXXX9012");

    const wrongShipment = await call(`${PAYMENT}/refund/beneficiary/default`, {
      method: "POST",
      cookie: shopper.cookie,
      body: { beneficiary_id: sbi.beneficiary_id, order_id: orderId, shipment_id: "0000000000000000" },
    });
    expect(wrongShipment.status).toBe(404);
  });

  it("answers a zero credit balance and no credit note to lock", async () => {
    const shopper = await service.register();
    const balance = await call(`${FINANCE}/customer-credit-balance`, {
      method: "POST",
      cookie: shopper.cookie,
      body: { data: { seller_id: 1, affiliate_id: "vitrine", customer_email: shopper.email } },
    });
    expect(balance.body).toEqual({
      success: true,
      data: {
        customer_mobile_number: "",
        customer_email: shopper.email,
        total_credited_balance: 0,
        total_locked_amount: 0,
        allowed_redemption_amount: 0,
      },
    });
    const lock = await call(`${FINANCE}/lock-unlock-credit-note`, {
      method: "POST",
      cookie: shopper.cookie,
      body: creditNoteLock(100, ""),
    });
    expect(lock.status).toBe(404);
    expect(lock.body.message).toBe("Credit note not found");
  });

  it("links a shipment's printable invoice for its owner only, for 300 seconds", async () => {
    service.freshWindow();
    const owner = await service.register();
    const other = await service.register();
    const { orderId, shipmentId } = await placeOrder(owner, 2);
    const denied = await call(`${ORDERS}/shipments/${shipmentId}/invoice`, { cookie: other.cookie });
    expect(denied.status).toBe(404);

    const link = await call(`${ORDERS}/shipments/${shipmentId}/invoice`, { cookie: owner.cookie });
    expect(link.body).toMatchObject({ success: true, shipment_id: shipmentId, presigned_type: "html" });
    const url = new URL(link.body.presigned_url);
    expect(url.pathname).toMatch(/^\/service\/documents\/invoice\/[\w-]+\.[\w-]{43}$/);

    const open = () => service.app.fetch(new Request(`http://localhost${url.pathname}`));
    const page = await open();
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("private, no-store");
    const text = await page.text();
    expect(text).toContain(`INV-${shipmentId}`);
    expect(text).toContain(orderId);
    expect(text).toContain("Asha Rao");
    expect(text).toContain("Cash on Delivery");
    expect(text).toContain("@media print");
    expect(text).not.toContain("<script");

    // A token changed by one character is refused.
    const tampered = url.pathname.replace(/.$/, (c) => (c === "A" ? "B" : "A"));
    expect((await service.app.fetch(new Request(`http://localhost${tampered}`))).status).toBe(404);

    service.advance(301_000);
    const expired = await open();
    expect(expired.status).toBe(410);
    expect(await expired.text()).toContain("expired");
  });
});
