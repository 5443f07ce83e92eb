/**
 * The official Fynd SDK (@gofynd/fdk-client-javascript) over real HTTP calls every wallet-linking,
 * pay-later credit, card look-up and Sandbox aggregator method and gets the official shapes back;
 * and our storefront SDK sends the wallet calls exactly as the official one does.
 */
import { and, desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { WALLET_OPERATIONS } from "../../app/sdk/operations";
import { mailOutbox, paymentSessions, savedCards } from "../../service/db/schema";
import { expectConsoleError } from "../console-errors";
import { captureOfficialRequests, itSendsTheOfficialRequest } from "../official-sdk";
import { HOME } from "./checkout-helpers";
import { TEST_APPLICATION_ID } from "./constants";
import { useHttpTestService } from "./helpers";
import { officialInStockArticle, officialShopper } from "./official-shopper";

describe("official SDK: wallets, pay-later credit, cards and the Sandbox's own calls", () => {
  const { origin, runtime } = useHttpTestService();
  const db = () => runtime().database.db;
  const lastCode = async (recipient: string) => {
    const [message] = await db()
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.recipient, recipient), eq(mailOutbox.kind, "otp")))
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    return /^(\d{6}) /.exec(message?.text ?? "")?.[1] ?? "";
  };

  it("links and unlinks a wallet and pays with it", async () => {
    const c = await officialShopper(origin(), `sdk.wallet.${Date.now()}@example.com`, "Wallet");
    const mobile = `9${String(Date.now()).slice(-9)}`;
    const started = await c.payment.walletLinkInitiate({
      body: { aggregator: "Sandbox", mobile, wallet_code: "MOBIKWIK" },
    });
    expect(started).toMatchObject({ success: true, data: { wallet_code: "MOBIKWIK", is_linked: false } });
    // The official SDK logs every failed call through console.error.
    expectConsoleError(/Invalid OTP/);
    await expect(
      c.payment.linkWallet({ body: { aggregator: "Sandbox", link_token: started.data.link_token, otp: 1 } }),
    ).rejects.toMatchObject({ code: 400 });
    const linked = await c.payment.linkWallet({
      body: {
        aggregator: "Sandbox",
        link_token: started.data.link_token,
        otp: Number(await lastCode(`+91 ${mobile}`)),
      },
    });
    expect(linked).toMatchObject({ success: true, data: { wallet_code: "MOBIKWIK", is_linked: true } });

    const pick = await officialInStockArticle(c);
    const address = await c.cart.addAddress({ body: HOME });
    const added = await c.cart.addItems({
      body: { items: [{ item_id: pick.uid, item_size: pick.size, quantity: 1 }] },
    });
    const options = await c.payment.getPaymentModeRoutes({ amount: added.cart.breakup_values.raw.total });
    const wallets = options.payment_options.payment_option.find((m: any) => m.name === "WL").list;
    expect(wallets.find((w: any) => w.code === "MOBIKWIK").meta).toMatchObject({ is_linked: true });
    const placed = await c.cart.checkoutCart({
      body: {
        id: added.cart.id,
        address_id: address.id,
        payment_mode: "WL",
        payment_identifier: "MOBIKWIK",
        aggregator: "Sandbox",
        callback_url: "https://shop.example.com/cart/order-status",
      },
    });
    expect(placed.data.payment.authentication.url).toBe(placed.payment_confirm_url);

    const paymentOrder = await c.payment.createPaymentOrder({ body: { order_id: placed.order_id } });
    expect(paymentOrder).toMatchObject({
      success: true,
      status_code: 200,
      payment_confirm_url: placed.payment_confirm_url,
      data: { method: "WL", aggregator: "Sandbox" },
    });
    const approved = await fetch(placed.payment_confirm_url, {
      method: "POST",
      body: new URLSearchParams({ decision: "approve" }),
      redirect: "manual",
    });
    expect(approved.status).toBe(303);
    const paid = await c.payment.paidOrderDetails({ aggregator: "Sandbox" });
    expect(paid.data.map((o: any) => o.order_id)).toEqual([placed.order_id]);

    expect(await c.payment.delinkWallet({ body: { aggregator: "Sandbox", wallet_code: "MOBIKWIK" } })).toMatchObject({
      success: true,
      data: { is_linked: false },
    });
  });

  it("opens pay-later credit and charges a pending order to it", async () => {
    const c = await officialShopper(origin(), `sdk.credit.${Date.now()}@example.com`, "Credit");
    expect(await c.payment.checkCredit({ aggregator: "LAZYPAY" })).toMatchObject({
      success: true,
      data: { is_registered: false },
    });
    const onboarded = await c.payment.customerOnboard({
      body: { aggregator: "LAZYPAY", source: "web", personal_info: { phone: "9876501234" } },
    });
    expect(onboarded).toMatchObject({ success: true, data: { status: true, is_eligible_for_txn: true } });
    expect(await c.payment.redirectToAggregator({ aggregator: "LAZYPAY", source: "web" })).toEqual({
      success: true,
      data: { status: false, signup_url: "" },
    });
    const summary = await c.payment.customerCreditSummary({ aggregator: "LAZYPAY" });
    expect(summary.data).toMatchObject({ status: "ACTIVE", limit: { value: 10_000 } });
    const validated = await c.payment.validateCustomerAndCreditSummary({
      body: { aggregator: "LAZYPAY", transaction_amount: 500 },
    });
    expect(validated).toMatchObject({ success: true, is_eligible: true });

    const pick = await officialInStockArticle(c);
    const address = await c.cart.addAddress({ body: HOME });
    const added = await c.cart.addItems({
      body: { items: [{ item_id: pick.uid, item_size: pick.size, quantity: 1 }] },
    });
    const placed = await c.cart.checkoutCart({
      body: {
        id: added.cart.id,
        address_id: address.id,
        payment_mode: "PL",
        payment_identifier: "LAZYPAY",
        aggregator: "Sandbox",
        callback_url: "https://shop.example.com/cart/order-status",
      },
    });
    const [session] = await db().select().from(paymentSessions).where(eq(paymentSessions.orderId, placed.order_id));
    const charged = await c.payment.verifyAndChargePayment({
      body: { aggregator: "LAZYPAY", order_id: placed.order_id, amount: session.amount, transaction_token: "tok" },
    });
    expect(charged).toMatchObject({ success: true, status: "complete", order_id: placed.order_id });
    expect((await c.payment.paidOrderDetails({ aggregator: "LAZYPAY" })).data).toHaveLength(1);
    expect(await c.payment.getEpaylaterBannerDetails()).toMatchObject({ success: true, data: { display: false } });
    expect(await c.payment.getRupifiBannerDetails()).toMatchObject({ success: true, data: { kyc_url: "" } });
  });

  it("answers the card and aggregator calls", async () => {
    const c = await officialShopper(origin(), `sdk.cards.${Date.now()}@example.com`, "Cards");
    expect(await c.payment.cardDetails({ cardInfo: "424242", aggregator: "Sandbox" })).toMatchObject({
      success: true,
      data: { status: true, card_brand: "VISA", bank: "ICICI Bank", type: "CREDIT" },
    });
    // A card the Sandbox tokenised for this shopper (saved at a payment) is attached by its token.
    const { user } = await c.user.getLoggedInUser();
    await db()
      .insert(savedCards)
      .values({
        id: `card-${user._id}`,
        applicationId: TEST_APPLICATION_ID,
        userId: user._id,
        cardNumber: "XXXX-XXXX-XXXX-4242",
        cardBrand: "visa",
        expMonth: 1,
        expYear: 2041,
        cardToken: `tok_${user._id}`,
        cardFingerprint: "visa:4242:1/2041",
      });
    expect(
      await c.payment.attachCardToCustomer({ body: { card_id: `tok_${user._id}`, nickname: "Office" } }),
    ).toMatchObject({
      success: true,
      message: "Card attached",
      data: { card_id: `card-${user._id}`, nickname: "Office" },
    });
    expectConsoleError(/Card not found/);
    await expect(c.payment.attachCardToCustomer({ body: { card_id: "tok_nobody" } })).rejects.toMatchObject({
      code: 404,
    });
    expect(await c.payment.getActiveCardAggregator({ refresh: false })).toMatchObject({
      success: true,
      cards: { aggregator: "Sandbox" },
    });
    const config = await c.payment.getAggregatorsConfig({ refresh: false });
    expect(config).toMatchObject({ success: true, env: "sandbox", sandbox: { secret: "" } });
    const html = "<p>3-D Secure</p>";
    expect(await c.payment.renderHTML({ body: { base64_html: Buffer.from(html).toString("base64") } })).toEqual({
      html,
    });
    const pos = await c.payment.getPosPaymentModeRoutes({ amount: 900, pincode: "400001", orderType: "PickAtStore" });
    expect(pos.payment_options.payment_option.map((m: any) => m.name)).toEqual(["COD", "CARD", "UPI"]);
  });
});

/** The wallet calls the storefront uses send the very request the official SDK sends. */
describe("storefront SDK wallet requests match the official SDK's", () => {
  const samples: Record<string, Record<string, unknown>> = {
    walletLinkInitiate: { body: { aggregator: "Sandbox", mobile: "9876543210", wallet_code: "PAYTM" } },
    linkWallet: { body: { aggregator: "Sandbox", link_token: "abc", otp: 123456 } },
    delinkWallet: { body: { aggregator: "Sandbox", wallet_code: "PAYTM" } },
  };
  const cases = Object.entries(WALLET_OPERATIONS).flatMap(([module, operations]) =>
    Object.keys(operations).map((name) => [`${module}.${name}`, module, name] as const),
  );

  it("covers every operation", () => {
    expect(cases.map(([, , name]) => name).sort()).toEqual(Object.keys(samples).sort());
  });

  itSendsTheOfficialRequest(captureOfficialRequests(), cases, samples);
});
