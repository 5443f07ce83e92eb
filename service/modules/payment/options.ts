/**
 * The payment modes a checkout may use, for an amount in the shopper's currency. Today: cash on
 * delivery, up to a limit per order and with a charge, both set in INR and converted to the
 * shopper's currency (decision 0013). Pure functions.
 */
import type { PaymentModeRouteDetails, RootPaymentMode } from "../../contract/types";
import { convertAmount, type Pricing } from "../catalog/money";

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

/** GET payment/options for an amount in `pricing`'s currency. */
export function paymentModeRoutes(amount: number, pricing: Pricing): PaymentModeRouteDetails {
  const modes = codAllowed(amount, pricing) ? [codMode(pricing)] : [];
  return {
    success: true,
    payment_options: {
      payment_option: modes,
      payment_flows: {},
      // One mode only: the storefront may skip the payment step and go straight to the review.
      ...(modes.length === 1 ? { payment_default_selection: { mode: "COD", identifier: "COD", skip: true } } : {}),
    },
  };
}
