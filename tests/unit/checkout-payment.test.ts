import { describe, expect, it } from "vitest";
import {
  checkoutState,
  choiceOf,
  findOption,
  gatewayPage,
  NEW_CARD,
  optionGroups,
  orderOutcome,
  orderStatusHref,
  paymentOptions,
  paysOnDelivery,
  skippableDefault,
  stepHref,
  upiForm,
} from "../../app/lib/checkout/payment";
import type { PaymentModeRouteDetails, RootPaymentMode } from "../../app/sdk";

const cod: RootPaymentMode = {
  name: "COD",
  display_name: "Cash on Delivery",
  display_priority: 2,
  payment_mode_id: 11,
  aggregator_name: "Fynd",
  add_card_enabled: false,
  save_card: false,
  anonymous_enable: false,
  list: [
    {
      aggregator_name: "Fynd",
      name: "COD",
      display_name: "Cash on Delivery",
      code: "COD",
      merchant_code: "COD",
      display_priority: 1,
      logo_url: { small: "", large: "" },
      cod_charges: 49,
    },
  ],
};
const nb: RootPaymentMode = {
  ...cod,
  name: "NB",
  display_name: "Net Banking",
  display_priority: 1,
  aggregator_name: "Sandbox",
  list: [
    {
      ...cod.list[0],
      aggregator_name: "Sandbox",
      name: "HDFC",
      code: "HDFC",
      display_name: "HDFC Bank",
      merchant_code: "NB_HDFC",
      cod_charges: undefined,
    },
  ],
};
const details = (modes: RootPaymentMode[], selection?: { mode: string; identifier: string; skip: boolean }) =>
  ({
    success: true,
    payment_options: { payment_option: modes, payment_flows: {}, payment_default_selection: selection },
  }) as PaymentModeRouteDetails;

describe("checkout payment options", () => {
  it("flattens modes to one option per way to pay, by display priority", () => {
    const options = paymentOptions(details([cod, nb]));
    expect(options.map((o) => o.option_id)).toEqual(["NB:HDFC", "COD:COD"]);
    expect(options[1]).toMatchObject({ mode_name: "COD", option_display: "Cash on Delivery", charge: 49 });
    expect(options[0]).toMatchObject({ aggregator_name: "Sandbox", merchant_code: "NB_HDFC", charge: 0 });
    expect(choiceOf(options[1])).toEqual({
      payment_mode: "COD",
      payment_identifier: "COD",
      aggregator_name: "Fynd",
      merchant_code: "COD",
    });
  });

  it("skips the payment step only when the store says skip and the option exists", () => {
    expect(skippableDefault(details([cod], { mode: "COD", identifier: "COD", skip: true }))?.option_id).toBe("COD:COD");
    expect(skippableDefault(details([cod], { mode: "COD", identifier: "COD", skip: false }))).toBeNull();
    expect(skippableDefault(details([nb], { mode: "COD", identifier: "COD", skip: true }))).toBeNull();
    expect(skippableDefault(details([cod]))).toBeNull();
  });

  it("finds a posted option among the offered ones only", () => {
    const options = paymentOptions(details([cod]));
    expect(findOption(options, "COD:COD")?.mode_name).toBe("COD");
    expect(findOption(options, "CARD:VISA")).toBeNull();
    expect(findOption(options, null)).toBeNull();
  });

  it("carries the address and the payment choice between steps in the query", () => {
    const choice = { payment_mode: "COD", payment_identifier: "COD", aggregator_name: "Fynd", merchant_code: "COD" };
    const href = stepHref("/cart/order-review", { buyNowCartId: null, addressId: "a1", choice });
    expect(href).toBe(
      "/cart/order-review?address_id=a1&payment_mode=COD&payment_identifier=COD&aggregator_name=Fynd&merchant_code=COD",
    );
    expect(checkoutState(new URL(href, "http://x").searchParams)).toEqual({
      buyNowCartId: null,
      addressId: "a1",
      choice,
    });
    expect(stepHref("/cart/payment-info", { buyNowCartId: null, addressId: null, choice: null })).toBe(
      "/cart/payment-info",
    );
    // A partial or oversized choice is no choice; junk never throws.
    expect(checkoutState(new URLSearchParams("address_id=a1&payment_mode=COD"))).toEqual({
      buyNowCartId: null,
      addressId: "a1",
      choice: null,
    });
    expect(checkoutState(new URLSearchParams(`address_id=${"x".repeat(500)}`)).addressId).toBeNull();
  });

  it("carries a buy-now checkout's cart first, as /cart/delivery?id=…&buy_now=true", () => {
    const id = "0123456789abcdef01234567";
    expect(stepHref("/cart/delivery", { buyNowCartId: id, addressId: null, choice: null })).toBe(
      `/cart/delivery?id=${id}&buy_now=true`,
    );
    expect(checkoutState(new URLSearchParams(`id=${id}&buy_now=true&address_id=a1`))).toMatchObject({
      buyNowCartId: id,
      addressId: "a1",
    });
    // Without buy_now=true, or with an id that is no cart id, it is the bag's checkout.
    expect(checkoutState(new URLSearchParams(`id=${id}`)).buyNowCartId).toBeNull();
    expect(checkoutState(new URLSearchParams("id=nope&buy_now=true")).buyNowCartId).toBeNull();
  });

  it("offers a new card after the saved ones when the card mode takes new cards", () => {
    const card: RootPaymentMode = {
      ...nb,
      name: "CARD",
      display_name: "Card",
      add_card_enabled: true,
      list: [{ ...nb.list[0], name: "Visa", code: "", display_name: "Visa ending 1111", card_id: "c1" }],
    };
    const options = paymentOptions(details([card]));
    expect(options.map((o) => o.option_id)).toEqual(["CARD:c1", `CARD:${NEW_CARD}`]);
    expect(options[1]).toMatchObject({ option_display: "Credit or debit card", aggregator_name: "Sandbox" });
    expect(paymentOptions(details([{ ...card, list: [] }])).map((o) => o.option_name)).toEqual([NEW_CARD]);
  });

  it("groups options by mode; net banking shows its first five banks, the rest behind 'more'", () => {
    const banks = ["HDFC", "ICIC", "SBIN", "UTIB", "KKBK", "YESB", "IDFB"].map((code, i) => ({
      ...nb.list[0],
      code,
      display_priority: i,
    }));
    const groups = optionGroups(paymentOptions(details([{ ...nb, list: banks }, cod])));
    expect(groups.map((g) => g.mode)).toEqual(["NB", "COD"]);
    expect(groups[0].shown.map((o) => o.option_name)).toEqual(["HDFC", "ICIC", "SBIN", "UTIB", "KKBK"]);
    expect(groups[0].more.map((o) => o.option_name)).toEqual(["YESB", "IDFB"]);
    expect(groups[1]).toMatchObject({ display: "Cash on Delivery", more: [] });
  });

  it("reads the gateway's page from a checkout answer, and only a URL", () => {
    const url = "http://localhost:3000/service/sandbox/pay/abc";
    expect(gatewayPage({ order_id: "FY1", payment: { authentication: { url, method: "GET" } } })).toBe(url);
    expect(gatewayPage({ order_id: "FY1" })).toBeNull();
    expect(gatewayPage({ payment: { authentication: { url: "javascript:alert(1)" } } })).toBeNull();
    expect(gatewayPage(null)).toBeNull();
  });

  it("tells placed, waiting and failed orders apart by their shipment status; COD is paid on delivery", () => {
    expect(orderOutcome("placed")).toBe("placed");
    expect(orderOutcome("payment_pending")).toBe("pending");
    expect(orderOutcome("payment_failed")).toBe("failed");
    const choice = { payment_mode: "COD", payment_identifier: "COD", aggregator_name: "Fynd", merchant_code: "COD" };
    expect(paysOnDelivery(choice)).toBe(true);
    expect(paysOnDelivery({ ...choice, payment_mode: "UPI" })).toBe(false);
    expect(orderStatusHref("FY1", false, "Card declined")).toBe(
      "/cart/order-status?success=false&order_id=FY1&error=Card+declined",
    );
  });

  it("accepts a UPI id like name@bank only", () => {
    expect(upiForm.safeParse({ vpa: " shopper.one@okbank " }).data?.vpa).toBe("shopper.one@okbank");
    for (const vpa of ["", "shopper", "@bank", "a@b", "x@bank1", "sp ace@bank"]) {
      expect(upiForm.safeParse({ vpa }).success, vpa).toBe(false);
    }
  });
});
