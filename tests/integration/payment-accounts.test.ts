/**
 * Wallet linking, pay-later credit, card look-ups and the Sandbox aggregator's own calls over a real
 * database (PGlite, and PostgreSQL when DATABASE_URL is set), with their errors: a wrong code,
 * another shopper's link or order, an unknown order, amounts that do not match.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { orders, paymentSessions, savedCards } from "../../service/db/schema";
import { useAccountsHarness, type Shopper } from "./accounts-helpers";
import {
  checkoutWithSandbox,
  SANDBOX_CALLBACK as CALLBACK,
  shopperWithCart,
  useStockedArticles,
} from "./checkout-helpers";
import { PAYMENT, TEST_APPLICATION_ID } from "./constants";
import { drivers } from "./helpers";

describe.each(drivers)("payment accounts on %s", (driver) => {
  const service = useAccountsHarness(driver);
  const { call } = service;
  const article = useStockedArticles(service);

  const post = (path: string, shopper: Shopper | null, body: unknown) =>
    call(`${PAYMENT}${path}`, { method: "POST", cookie: shopper?.cookie, body });
  const get = (path: string, shopper: Shopper | null) => call(`${PAYMENT}${path}`, { cookie: shopper?.cookie });

  const walletsOf = async (shopper: Shopper) => {
    const options = await get("/payment/options?amount=1000", shopper);
    const wl = options.body.payment_options.payment_option.find((m: { name: string }) => m.name === "WL");
    return Object.fromEntries(wl.list.map((w: { code: string; meta: unknown }) => [w.code, w.meta]));
  };

  /** A shopper's cart checked out with a Sandbox mode: the pending order. */
  async function pending(mode: string, identifier: string, who?: Shopper) {
    const cart = await shopperWithCart(service, [[article(), 1]], who);
    const res = await checkoutWithSandbox(service, cart, mode, identifier);
    return { ...cart, res };
  }
  const sessionOf = async (orderId: string) =>
    (await service.db.select().from(paymentSessions).where(eq(paymentSessions.orderId, orderId)))[0];
  const orderStatus = async (orderId: string) =>
    (await service.db.select().from(orders).where(eq(orders.id, orderId)))[0].status;

  it("links a wallet in two steps, pays only from a linked wallet, and unlinks it", async () => {
    const asha = await service.register();
    const ravi = await service.register();
    const mobile = service.uniqueMobile();

    expect(await walletsOf(asha)).toMatchObject({ PAYTM: { is_link_required: true, is_linked: false } });
    const unknown = await post("/payment/options/wallet/link", asha, {
      aggregator: "Sandbox",
      mobile,
      wallet_code: "FREECHARGE",
    });
    expect(unknown).toMatchObject({ status: 400, body: { message: "Unknown wallet FREECHARGE" } });
    const badMobile = await post("/payment/options/wallet/link", asha, {
      aggregator: "Sandbox",
      mobile: "12345",
      wallet_code: "PAYTM",
    });
    expect(badMobile).toMatchObject({ status: 400, body: { message: "Enter a 10-digit Indian mobile number" } });
    const otherGateway = await post("/payment/options/wallet/link", asha, {
      aggregator: "Razorpay",
      mobile,
      wallet_code: "PAYTM",
    });
    expect(otherGateway.status).toBe(400);
    const signedOut = await post("/payment/options/wallet/link", null, {
      aggregator: "Sandbox",
      mobile,
      wallet_code: "PAYTM",
    });
    expect(signedOut.status).toBe(401);

    const started = await post("/payment/options/wallet/link", asha, {
      aggregator: "Sandbox",
      mobile: `+91 ${mobile}`,
      wallet_code: "paytm",
    });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect(started.body).toEqual({
      success: true,
      data: {
        wallet_code: "PAYTM",
        link_token: expect.any(String),
        mobile: `${mobile.slice(0, 2)}xxxxxx${mobile.slice(-2)}`,
        is_linked: false,
        message: "OTP sent",
      },
    });
    const linkToken = started.body.data.link_token as string;
    const code = await service.lastCode(`+91 ${mobile}`);
    expect((await service.lastMessage(`+91 ${mobile}`, "otp"))?.text).toContain("wallet linking code");
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, "0");

    // Another shopper cannot use Asha's link, even with the right code.
    const stolen = await post("/payment/options/wallet/verify", ravi, {
      aggregator: "Sandbox",
      link_token: linkToken,
      otp: Number(code),
    });
    expect(stolen).toMatchObject({ status: 404, body: { message: "Wallet link not found. Start again." } });
    const wrongCode = await post("/payment/options/wallet/verify", asha, {
      aggregator: "Sandbox",
      link_token: linkToken,
      otp: Number(wrong),
    });
    expect(wrongCode).toMatchObject({ status: 400, body: { message: "Invalid OTP" } });
    expect((await walletsOf(asha)).PAYTM.is_linked).toBe(false);

    // Unlinked: the checkout refuses the wallet.
    const refused = await pending("WL", "PAYTM", asha);
    expect(refused.res).toMatchObject({
      status: 400,
      body: { message: "Link your Paytm wallet before paying with it" },
    });

    // The official model sends the code as a number: leading zeros are restored.
    const linked = await post("/payment/options/wallet/verify", asha, {
      aggregator: "Sandbox",
      link_token: linkToken,
      otp: Number(code),
    });
    expect(linked.status, JSON.stringify(linked.body)).toBe(200);
    expect(linked.body).toEqual({
      success: true,
      data: { wallet_code: "PAYTM", mobile: started.body.data.mobile, is_linked: true, message: "Paytm wallet linked" },
    });
    const again = await post("/payment/options/wallet/verify", asha, {
      aggregator: "Sandbox",
      link_token: linkToken,
      otp: Number(code),
    });
    expect(again.status).toBe(404);
    expect(await walletsOf(asha)).toMatchObject({
      PAYTM: { is_linked: true, linked_mobile: started.body.data.mobile },
      PHONEPE: { is_linked: false, linked_mobile: "" },
    });
    expect((await walletsOf(ravi)).PAYTM.is_linked).toBe(false);

    const paid = await pending("WL", "PAYTM", asha);
    expect(paid.res.status, JSON.stringify(paid.res.body)).toBe(200);
    expect(paid.res.body.data.payment_mode).toBe("WL");
    expect((await pending("WL", "PHONEPE", ravi)).res.status).toBe(400);

    // Ravi cannot unlink Asha's wallet; Asha can, once.
    const notRavis = await post("/payment/options/wallet/delink", ravi, {
      aggregator: "Sandbox",
      wallet_code: "PAYTM",
    });
    expect(notRavis).toMatchObject({ status: 404, body: { message: "Your Paytm wallet is not linked" } });
    const delinked = await post("/payment/options/wallet/delink", asha, {
      aggregator: "Sandbox",
      wallet_code: "PAYTM",
    });
    expect(delinked.body).toEqual({
      success: true,
      data: {
        wallet_code: "PAYTM",
        mobile: started.body.data.mobile,
        is_linked: false,
        message: "Paytm wallet unlinked",
      },
    });
    expect(
      (await post("/payment/options/wallet/delink", asha, { aggregator: "Sandbox", wallet_code: "PAYTM" })).status,
    ).toBe(404);
    expect((await walletsOf(asha)).PAYTM.is_linked).toBe(false);
  });

  it("opens a pay-later account, charges a pending order to it, and reports the credit line", async () => {
    const asha = await service.register();
    const ravi = await service.register();

    const before = await get("/check-credits/?aggregator=SIMPL", asha);
    expect(before.body).toEqual({
      success: true,
      data: {
        status: false,
        is_registered: false,
        signup_url: expect.stringMatching(/\/payment\/v1\.0\/credit-onboard\/$/),
      },
    });
    expect((await get("/check-credits/", asha)).status).toBe(400);
    expect((await get("/check-credits/?aggregator=KLARNA", asha)).body.message).toBe(
      "Unknown pay later provider KLARNA",
    );
    const unregistered = await get("/payment/credit-summary/?aggregator=SIMPL", asha);
    expect(unregistered.body.data).toMatchObject({ status: "UNREGISTERED", is_eligible_for_txn: false });
    const notYet = await post("/payment/validate/customer-credits-v2", asha, {
      aggregator: "SIMPL",
      transaction_amount: 100,
    });
    expect(notYet.body).toMatchObject({ success: true, is_eligible: false, message: "You have no Simpl account yet" });

    // No Indian mobile anywhere: refused.
    const noPhone = await post("/credit-onboard/", asha, { aggregator: "SIMPL", source: "web" });
    expect(noPhone).toMatchObject({
      status: 400,
      body: { message: "Simpl needs an Indian mobile number on your account" },
    });
    const onboard = { aggregator: "SIMPL", source: "web", personal_info: { phone: service.uniqueMobile() } };
    const opened = await post("/credit-onboard/", asha, onboard);
    expect(opened.body).toEqual({
      success: true,
      data: {
        status: true,
        status_remark: "Your Simpl account is open",
        is_eligible_for_txn: true,
        merchant_customer_ref_id: asha.id,
        redirect_url: "",
        activation_url: "",
      },
    });
    expect((await post("/credit-onboard/", asha, onboard)).body.data.status_remark).toBe(
      "You already have a Simpl account",
    );
    expect((await get("/check-credits/?aggregator=simpl", asha)).body.data).toEqual({
      status: true,
      is_registered: true,
      signup_url: "",
    });
    const redirect = await get("/payment/redirect-to-aggregator/?source=web&aggregator=SIMPL", asha);
    expect(redirect.body).toEqual({ success: true, data: { status: false, signup_url: "" } });
    const line = await get("/payment/credit-summary/?aggregator=SIMPL", asha);
    expect(line.body.data).toMatchObject({
      status: "ACTIVE",
      is_eligible_for_txn: true,
      limit: { value: 25_000, currency: "INR", formatted_value: "₹25,000.00" },
      amount_available: { value: 25_000 },
      due_amount: { value: 0 },
      due_date: "",
    });

    // A pending pay-later order, charged to the credit line.
    const { res } = await pending("PL", "SIMPL", asha);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const orderId = res.body.order_id as string;
    const amount = (await sessionOf(orderId)).amount;
    const charge = (who: Shopper, body: Record<string, unknown>) =>
      post("/payment/confirm/charge", who, {
        aggregator: "SIMPL",
        order_id: orderId,
        amount,
        transaction_token: "t",
        ...body,
      });
    expect((await charge(asha, { amount: amount + 1 })).body.message).toBe("amount does not match the order");
    expect((await charge(asha, { aggregator: "LAZYPAY" })).body.message).toBe("This order is paid later with Simpl");
    expect((await charge(ravi, {})).status).toBe(404);
    expect((await charge(asha, { order_id: "FY0000000000000000000" })).status).toBe(404);
    expect(await orderStatus(orderId)).toBe("payment_pending");

    const charged = await charge(asha, {});
    expect(charged.body).toMatchObject({
      success: true,
      status: "complete",
      message: "Payment successful",
      aggregator: "SIMPL",
      order_id: orderId,
      delivery_address_id: expect.any(String),
    });
    expect(await orderStatus(orderId)).toBe("placed");
    expect((await charge(asha, {})).body.message).toBe("This payment is no longer pending");

    const after = await get("/payment/credit-summary/?aggregator=SIMPL", asha);
    expect(after.body.data).toMatchObject({
      amount_available: { value: 25_000 - amount },
      due_amount: { value: amount },
      total_due_amount: { value: amount },
      due_date: expect.stringMatching(/^\d{4}-\d{2}-15$/),
    });
    const tooMuch = await post("/payment/validate/customer-credits-v2", asha, {
      aggregator: "SIMPL",
      transaction_amount: 25_000,
      cart_id: "c1",
    });
    expect(tooMuch.body).toMatchObject({ is_eligible: false, cart_id: "c1", account: { status: "ACTIVE" } });
    const fits = await post("/payment/validate/customer-credits-v2", asha, {
      aggregator: "SIMPL",
      transaction_amount: 10,
    });
    expect(fits.body).toMatchObject({
      is_eligible: true,
      message: "Simpl covers this order",
      account: { available_balance: { value: 25_000 - amount, currency: "INR" } },
    });

    const paid = await get("/payment/paid-orders/?aggregator=SIMPL", asha);
    expect(paid.body).toMatchObject({ status_code: 200, success: true, message: "1 paid order" });
    expect(paid.body.data).toEqual([
      expect.objectContaining({ order_id: orderId, amount, payment_mode: "PL", payment_identifier: "SIMPL" }),
    ]);
    expect(paid.body.data[0].shipment_ids.length).toBeGreaterThan(0);
    expect((await get("/payment/paid-orders/?aggregator=LAZYPAY", asha)).body.data).toEqual([]);
    expect((await get("/payment/paid-orders/", ravi)).body.data).toEqual([]);

    // Ravi has no LazyPay account: the charge declines the payment and gives the cart back.
    const declined = await pending("PL", "LAZYPAY", ravi);
    const ravisOrder = declined.res.body.order_id as string;
    const refused = await post("/payment/confirm/charge", ravi, {
      aggregator: "LAZYPAY",
      order_id: ravisOrder,
      amount: (await sessionOf(ravisOrder)).amount,
    });
    expect(refused.body).toMatchObject({
      success: false,
      status: "failed",
      message: "The mobile number is not linked to the provider account",
    });
    expect(await orderStatus(ravisOrder)).toBe("payment_failed");
  });

  it("looks up a BIN, attaches a Sandbox card, and names the card aggregator", async () => {
    const asha = await service.register();
    const ravi = await service.register();
    const info = await get("/cards/info/41111111?aggregator=Sandbox", null);
    expect(info.body).toEqual({
      success: true,
      data: {
        status: true,
        id: "411111",
        country: "INDIA",
        bank: "HDFC Bank",
        bank_code: "HDFC",
        card_brand: "VISA",
        type: "CREDIT",
        card_sub_type: "CLASSIC",
        extended_card_type: "CREDIT",
        is_domestic_card: true,
        card_object: "card",
      },
    });
    expect((await get("/cards/info/555555", null)).body.data).toMatchObject({
      card_brand: "MASTERCARD",
      type: "DEBIT",
    });
    expect((await get("/cards/info/487001", null)).body.data).toMatchObject({
      status: false,
      card_brand: "VISA",
      bank: "",
    });
    expect((await get("/cards/info/41ab11", null)).status).toBe(400);

    await service.db.insert(savedCards).values({
      id: `card-${asha.id}`,
      applicationId: TEST_APPLICATION_ID,
      userId: asha.id,
      cardNumber: "XXXX-XXXX-XXXX-1111",
      cardBrand: "visa",
      expMonth: 12,
      expYear: 2040,
      cardToken: `tok_${asha.id}`,
      cardFingerprint: "visa:1111:12/2040",
    });
    const attached = await post("/card/attach", asha, {
      card_id: `tok_${asha.id}`,
      nickname: "Daily",
      name_on_card: "Asha R",
    });
    expect(attached.body).toMatchObject({
      success: true,
      message: "Card attached",
      data: {
        card_id: `card-${asha.id}`,
        nickname: "Daily",
        name_on_card: "Asha R",
        card_number: "XXXX-XXXX-XXXX-1111",
      },
    });
    const cards = await get("/cards", asha);
    expect(cards.body.data[0]).toMatchObject({ nickname: "Daily", card_name: "Asha R" });
    expect((await post("/card/attach", ravi, { card_id: `tok_${asha.id}` })).status).toBe(404);
    expect((await post("/card/attach", asha, { card_id: "tok_unknown" })).status).toBe(404);

    expect((await get("/card/aggregator?refresh=false", asha)).body).toEqual({
      success: true,
      message: "",
      cards: { aggregator: "Sandbox", api: expect.stringMatching(/\/service\/sandbox$/), customer_id: asha.id },
    });
  });

  it("answers the Sandbox's config, renders HTML, makes a payment order of a pending order, lists POS modes and banners", async () => {
    const config = await get("/config/aggregators/key?refresh=true", null);
    expect(config.body).toMatchObject({
      success: true,
      env: "sandbox",
      sandbox: { config_type: "sandbox", key: `sbx_pk_${TEST_APPLICATION_ID}`, secret: "" },
    });

    const html = '<form method="post" action="https://bank.example/3ds"><input name="pa" value="x"></form>';
    const rendered = await post("/payment/html/render/", null, {
      base64_html: Buffer.from(html).toString("base64"),
      returntype: "html",
    });
    expect(rendered.body).toEqual({ html });
    expect((await post("/payment/html/render/", null, { base64_html: "not base64!" })).status).toBe(400);
    expect(
      (await post("/payment/html/render/", null, { base64_html: Buffer.from("plain text").toString("base64") })).status,
    ).toBe(400);

    const { res, shopper } = await pending("NB", "HDFC");
    const orderId = res.body.order_id as string;
    const amount = (await sessionOf(orderId)).amount;
    const method = (mode: string, gateway = "Sandbox", sum = amount) => ({
      amount: sum,
      mode,
      name: mode,
      meta: { merchant_code: "HDFC", payment_gateway: gateway, payment_identifier: "HDFC" },
    });
    const order = await post("/payment-orders/", shopper, { order_id: orderId, payment_methods: [method("NB")] });
    expect(order.body).toMatchObject({
      status_code: 200,
      success: true,
      order_id: orderId,
      callback_url: CALLBACK,
      payment_confirm_url: res.body.payment_confirm_url,
      data: { amount, aggregator: "Sandbox", method: "NB", merchant_order_id: orderId, customer_id: shopper.id },
    });
    expect(
      (await post("/payment-orders/", shopper, { order_id: orderId, payment_methods: [method("CARD")] })).body.message,
    ).toBe("This order is paid by NB");
    expect(
      (
        await post("/payment-orders/", shopper, {
          order_id: orderId,
          payment_methods: [method("NB", "Sandbox", amount + 5)],
        })
      ).status,
    ).toBe(400);
    const other = await service.register();
    expect((await post("/payment-orders/", other, { order_id: orderId })).status).toBe(404);
    expect((await post("/payment-orders/", shopper, { order_id: "FY_UNKNOWN" })).status).toBe(404);
    await service.app.fetch(
      new Request(res.body.payment_confirm_url, { method: "POST", body: new URLSearchParams({ decision: "decline" }) }),
    );
    expect((await post("/payment-orders/", shopper, { order_id: orderId })).body.message).toBe(
      "This order is not awaiting payment",
    );

    const pos = await get("/payment/options/pos?amount=1200&pincode=400001&order_type=PickAtStore", null);
    expect(pos.body.payment_options.payment_option.map((m: { name: string }) => m.name)).toEqual([
      "COD",
      "CARD",
      "UPI",
    ]);
    expect((await get("/payment/options/pos", null)).status).toBe(400);

    expect((await get("/epaylater/banner", null)).body).toEqual({
      success: true,
      data: { display: false, status: "NOT_OFFERED", message: "ePayLater is not offered by this store" },
    });
    expect((await get("/rupifi/banner", null)).body).toEqual({
      success: true,
      data: { status: "NOT_OFFERED", kyc_url: "" },
    });
  });
});
