/**
 * The payment modes a checkout may use, for an amount in the shopper's currency: cash on delivery,
 * up to a limit per order and with a charge, both set in INR and converted to the shopper's currency
 * (decision 0013), and the Sandbox aggregator's card, UPI, net banking, wallet and pay-later modes
 * (decision 0015). Pure functions.
 */
import type { Card, PaymentModeList, PaymentModeRouteDetails, RootPaymentMode } from "../../contract/types";
import { convertAmount, type Pricing } from "../catalog/money";
import {
  SANDBOX_AGGREGATOR,
  SANDBOX_CHOICES,
  SANDBOX_MODES,
  type SandboxChoice,
  type SandboxMode,
} from "./sandbox-catalogue";

/** Cash on delivery: the most an order may cost (INR), and what it adds to the order (INR). */
export const COD_TERMS_INR = { limitPerOrder: 50_000, charge: 49 } as const;

export const COD_AGGREGATOR = "Fynd";

/** The COD limit and charge in the shopper's currency. */
export function codTerms(pricing: Pricing): { limit: number; charge: number } {
  const inr = pricing.rates.get("INR") ?? 1;
  return {
    limit: convertAmount(COD_TERMS_INR.limitPerOrder, inr, pricing.currency),
    charge: convertAmount(COD_TERMS_INR.charge, inr, pricing.currency),
  };
}

/** Whether an order of `amount` (before the COD charge) may be paid on delivery. */
export const codAllowed = (amount: number, pricing: Pricing) => amount > 0 && amount <= codTerms(pricing).limit;

function codMode(pricing: Pricing): RootPaymentMode {
  const { limit, charge } = codTerms(pricing);
  return {
    name: "COD",
    display_name: "Cash on Delivery",
    display_priority: 1,
    payment_mode_id: 11,
    aggregator_name: COD_AGGREGATOR,
    add_card_enabled: false,
    save_card: false,
    anonymous_enable: false,
    list: [
      {
        aggregator_name: COD_AGGREGATOR,
        name: "COD",
        display_name: "Cash on Delivery",
        code: "COD",
        merchant_code: "COD",
        display_priority: 1,
        logo_url: { small: "", large: "" },
        cod_limit: limit,
        remaining_limit: limit,
        cod_limit_per_order: limit,
        cod_charges: charge,
      },
    ],
  };
}

const NO_LOGO = { small: "", large: "" };

const choiceEntry = (choice: SandboxChoice, index: number): PaymentModeList => ({
  aggregator_name: SANDBOX_AGGREGATOR,
  name: choice.name,
  display_name: choice.name,
  code: choice.code,
  merchant_code: choice.code,
  display_priority: index + 1,
  logo_url: NO_LOGO,
});

/** A saved card as a CARD entry (masked number only). */
const cardEntry = (card: Card, index: number): PaymentModeList => ({
  aggregator_name: SANDBOX_AGGREGATOR,
  name: card.card_brand,
  display_name: `${card.card_brand} ${card.card_number.slice(-4)}`,
  code: card.card_id,
  merchant_code: card.card_brand.toUpperCase(),
  display_priority: index + 1,
  logo_url: NO_LOGO,
  card_id: card.card_id,
  card_brand: card.card_brand,
  card_number: card.card_number,
  card_name: card.card_name,
  card_reference: card.card_reference,
  card_type: card.card_type,
  exp_month: card.exp_month,
  exp_year: card.exp_year,
  expired: card.expired,
  compliant_with_tokenisation_guidelines: true,
});

/** A wallet entry says whether the shopper linked it (decision 0024): only a linked wallet pays. */
const walletEntry = (linked: ReadonlyMap<string, string>) => (choice: SandboxChoice, index: number) => ({
  ...choiceEntry(choice, index),
  meta: { is_link_required: true, is_linked: linked.has(choice.code), linked_mobile: linked.get(choice.code) ?? "" },
});

const modeList = (name: SandboxMode, cards: Card[], linked: ReadonlyMap<string, string>): PaymentModeList[] =>
  name === "CARD"
    ? cards.map(cardEntry)
    : name === "WL"
      ? SANDBOX_CHOICES.WL.map(walletEntry(linked))
      : SANDBOX_CHOICES[name].map(choiceEntry);

/** The Sandbox's modes; CARD lists the shopper's saved cards (none for an anonymous caller). */
function sandboxModes(cards: Card[], linked: ReadonlyMap<string, string>): RootPaymentMode[] {
  return SANDBOX_MODES.map((mode, index) => ({
    ...mode,
    display_priority: index + 2,
    aggregator_name: SANDBOX_AGGREGATOR,
    add_card_enabled: mode.name === "CARD",
    save_card: mode.name === "CARD",
    anonymous_enable: false,
    list: modeList(mode.name, cards, linked),
  }));
}

/**
 * GET payment/options for an amount in `pricing`'s currency; `cards` are the signed-in shopper's,
 * `linkedWallets` their linked wallets (code → masked number); `only` keeps just these modes.
 */
export function paymentModeRoutes(
  amount: number,
  pricing: Pricing,
  cards: Card[] = [],
  extras: { linkedWallets?: ReadonlyMap<string, string>; only?: readonly string[] } = {},
): PaymentModeRouteDetails {
  const modes = [
    ...(codAllowed(amount, pricing) ? [codMode(pricing)] : []),
    ...sandboxModes(cards, extras.linkedWallets ?? new Map()),
  ].filter((mode) => !extras.only || extras.only.includes(mode.name));
  return modeRoutes(modes, "/service/application/payment/v1.0/payment/request");
}

/** GET payment/options/link/: a payment link is paid online only, with a new card (nothing is saved for it). */
export function paymentLinkModeRoutes(): PaymentModeRouteDetails {
  const modes = sandboxModes([], new Map()).map((mode) => ({ ...mode, save_card: false, anonymous_enable: true }));
  return modeRoutes(modes, "/service/application/payment/v1.0/payment/request/link/");
}

function modeRoutes(modes: RootPaymentMode[], apiLink: string): PaymentModeRouteDetails {
  const [only] = modes;
  return {
    success: true,
    payment_options: {
      payment_option: modes,
      payment_flows: {
        [SANDBOX_AGGREGATOR]: { payment_flow: "api", api_link: apiLink, data: {}, payment_flow_data: {} },
      },
      // One mode only: the storefront may skip the payment step and go straight to the review.
      ...(modes.length === 1 && only.list[0]
        ? { payment_default_selection: { mode: only.name, identifier: only.list[0].code, skip: true } }
        : {}),
    },
  };
}
