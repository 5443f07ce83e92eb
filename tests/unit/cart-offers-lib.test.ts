import { describe, expect, it } from "vitest";
import { ladderView, offerForms, parseOfferIntent, rewardPointsView } from "~/lib/cart/offers";

describe("the bag's offer intents and views", () => {
  it("parses the reward-points and staff intents, and leaves other intents alone", () => {
    expect(parseOfferIntent({ intent: "reward-points", points: "true" })).toEqual({
      ok: true,
      intent: { intent: "reward-points", points: true },
    });
    expect(parseOfferIntent({ intent: "reward-points", points: "false" })).toMatchObject({
      ok: true,
      intent: { points: false },
    });
    expect(parseOfferIntent({ intent: "reward-points" })).toMatchObject({
      ok: false,
      errors: { points: expect.any(String) },
    });
    expect(parseOfferIntent({ intent: "staff", staff_user_id: " st_1 " })).toEqual({
      ok: true,
      intent: { intent: "staff", staff_user_id: "st_1" },
    });
    expect(parseOfferIntent({ intent: "staff", staff_user_id: "<script>" })).toMatchObject({ ok: false });
    expect(parseOfferIntent({ intent: "add" })).toBeNull();
  });

  it("offers points only when some can be used here", () => {
    expect(rewardPointsView({ total: 0, applicable: 0, is_applied: false })).toBeNull();
    expect(rewardPointsView({ total: 400, applicable: 250, is_applied: false })).toEqual({
      applied: false,
      label: "Use 250 reward points",
      button: "Use 250 reward points",
      balance: "you have 400",
    });
  });

  it("describes the bag's offer forms: the points toggle and the staff choice", () => {
    expect(offerForms(null, null, "/cart/bag/")).toEqual([]);
    const applied = rewardPointsView({ total: 400, applicable: 250, is_applied: true });
    const staff = { selected: "st1", options: [{ id: "st1", name: "Ravi K" }] };
    expect(offerForms(applied, staff, "/cart/bag/")).toEqual([
      {
        method: "post",
        action: "/cart",
        hidden: [
          ["intent", "reward-points"],
          ["redirectTo", "/cart/bag/"],
          ["points", "false"],
        ],
        button: "Stop using reward points (you have 400)",
      },
      { method: "get", action: "/cart/staff/", hidden: [], button: "Helped by Ravi K: change" },
    ]);
    expect(offerForms(null, { selected: "", options: [] }, "/cart/bag/")[0].button).toBe("Helped by a staff member?");
  });

  it("formats a ladder's steps with Indian grouping", () => {
    const price = (offer_price: number) => ({ offer_price, currency_symbol: "₹", currency_code: "INR" });
    expect(ladderView({ available_offers: [] })).toBeNull();
    expect(ladderView(null)).toBeNull();
    expect(
      ladderView({
        available_offers: [
          {
            id: "l1",
            offer_text: "Buy 2, save 5%",
            offer_prices: [
              { min_quantity: 2, max_quantity: 2, margin: 5, price: price(123456.5) },
              { min_quantity: 3, max_quantity: 5, margin: 8, price: price(950) },
              { min_quantity: 6, max_quantity: 0, margin: 10, price: price(900) },
            ],
          },
        ],
      })?.steps,
    ).toEqual([
      { quantity: "Buy 2", price: "₹1,23,456.50 each", saving: "Save 5%" },
      { quantity: "Buy 3–5", price: "₹950 each", saving: "Save 8%" },
      { quantity: "Buy 6 or more", price: "₹900 each", saving: "Save 10%" },
    ]);
  });
});
