/**
 * Payment choices at checkout (spec part 2 §3 "payment modes", §4): the service's payment option set
 * flattened to one entry per way to pay (the spec's normalised output), the default selection that
 * lets the shopper skip the payment step, and the choice carried from step to step in the query.
 */
import { z } from "zod";
import type { PaymentModeRouteDetails, RootPaymentMode } from "~/sdk";

/** One way to pay, normalised (spec part 2 §3). */
export interface PaymentOption {
  mode_name: string;
  mode_display: string;
  option_id: string;
  option_name: string;
  option_display: string;
  option_logo: string;
  aggregator_name: string;
  merchant_code: string;
  /** COD: the charge it adds to the order (0 for other modes). */
  charge: number;
  /** A wallet that pays only once linked (decision 0024): whether it is, and to which number (masked). */
  wallet: { linked: boolean; mobile: string } | null;
}

/** What the shopper picked, as the cart's payment call and the checkout take it. */
export interface PaymentChoice {
  payment_mode: string;
  payment_identifier: string;
  aggregator_name: string;
  merchant_code: string;
}

/** The identifier of "a card not saved yet" (the gateway's page asks for its number). */
export const NEW_CARD = "CARD";

type ModeEntry = RootPaymentMode["list"][number] & { card_id?: string };

function optionOf(mode: RootPaymentMode, entry: ModeEntry): PaymentOption {
  const name = entry.card_id || entry.code || entry.name;
  return {
    mode_name: mode.name,
    mode_display: mode.display_name,
    option_id: `${mode.name}:${name}`,
    option_name: name,
    option_display: entry.display_name || mode.display_name,
    option_logo: entry.logo_url?.small ?? "",
    aggregator_name: entry.aggregator_name || mode.aggregator_name,
    merchant_code: entry.merchant_code ?? "",
    charge: entry.cod_charges ?? 0,
    wallet: entry.meta?.is_link_required ? { linked: entry.meta.is_linked, mobile: entry.meta.linked_mobile } : null,
  };
}

/** A mode that takes new cards offers "a new card" after the shopper's saved ones. */
function newCardOption(mode: RootPaymentMode): PaymentOption {
  return {
    ...optionOf(mode, { ...EMPTY_ENTRY, code: NEW_CARD, display_name: "Credit or debit card" }),
    merchant_code: NEW_CARD,
  };
}

const EMPTY_ENTRY: ModeEntry = {
  aggregator_name: "",
  name: "",
  display_name: "",
  code: "",
  merchant_code: "",
  display_priority: 0,
  logo_url: { small: "", large: "" },
};

export function paymentOptions(details: PaymentModeRouteDetails): PaymentOption[] {
  return details.payment_options.payment_option
    .slice()
    .sort((a, b) => a.display_priority - b.display_priority)
    .flatMap((mode) => [
      ...mode.list.map((entry) => optionOf(mode, entry)),
      ...(mode.add_card_enabled ? [newCardOption(mode)] : []),
    ]);
}

/** How many of a mode's options show before "more" (spec part 2 §9: net banking shows its first 5 banks). */
const FIRST_SHOWN: Record<string, number> = { NB: 5 };

/** Options grouped by mode, in the order given, each with the ones shown first and the rest. */
export function optionGroups<T extends Pick<PaymentOption, "mode_name" | "mode_display">>(options: T[]) {
  const groups: { mode: string; display: string; shown: T[]; more: T[] }[] = [];
  for (const option of options) {
    let group = groups.find((g) => g.mode === option.mode_name);
    if (!group) {
      group = { mode: option.mode_name, display: option.mode_display, shown: [], more: [] };
      groups.push(group);
    }
    const limit = FIRST_SHOWN[option.mode_name] ?? Infinity;
    (group.shown.length < limit ? group.shown : group.more).push(option);
  }
  return groups;
}

/** An amount in rupees as paise (pay later's checks take paise: the amount times 100, spec part 2 §4). */
export const amountInPaise = (amount: number) => Math.round(amount * 100);

/** Modes paid on delivery: the order is placed at once, no gateway (spec part 2 §4). */
export const paysOnDelivery = (choice: PaymentChoice) => choice.payment_mode === "COD";

const gatewayAnswer = z.object({
  payment: z.object({
    authentication: z.object({ url: z.string().regex(/^https?:\/\/[^\s]+$/), method: z.string().optional() }),
  }),
});

/** Where a checkout's answer sends the shopper to pay (the gateway's page), or null. */
export function gatewayPage(data: unknown): string | null {
  const parsed = gatewayAnswer.safeParse(data);
  return parsed.success ? parsed.data.payment.authentication.url : null;
}

/** The order-status page's URL for an order and an outcome. */
export function orderStatusHref(orderId: string, success: boolean, error?: string): string {
  const params = new URLSearchParams({ success: String(success), order_id: orderId });
  if (error) params.set("error", error);
  return `/cart/order-status?${params}`;
}

export const choiceOf = (option: PaymentOption): PaymentChoice => ({
  payment_mode: option.mode_name,
  payment_identifier: option.option_name,
  aggregator_name: option.aggregator_name,
  merchant_code: option.merchant_code,
});

/**
 * The option the store pre-selects when it says "skip" and the option exists (spec part 2 §4: go
 * straight to the review), else null (the shopper chooses on the payment page).
 */
export function skippableDefault(details: PaymentModeRouteDetails): PaymentOption | null {
  const selection = details.payment_options.payment_default_selection;
  if (!selection?.skip) return null;
  return (
    paymentOptions(details).find(
      (o) => o.mode_name === selection.mode && (!selection.identifier || o.option_name === selection.identifier),
    ) ?? null
  );
}

/** The option a posted or carried `option_id` names, if it is one of the offered ones. */
export const findOption = (options: PaymentOption[], optionId: string | null | undefined) =>
  options.find((o) => o.option_id === optionId) ?? null;

const token = z.string().trim().min(1).max(100);

/**
 * The checkout's query (spec part 2 §2): a buy-now checkout's cart (`id`, `buy_now=true`), the
 * address and the payment choice, carried between steps.
 */
const checkoutQuery = z.object({
  id: z
    .string()
    .regex(/^[0-9a-f]{24}$/)
    .optional()
    .catch(undefined),
  buy_now: z.literal("true").optional().catch(undefined),
  address_id: token.optional().catch(undefined),
  payment_mode: token.optional().catch(undefined),
  payment_identifier: token.optional().catch(undefined),
  aggregator_name: token.optional().catch(undefined),
  merchant_code: z.string().trim().max(100).optional().catch(undefined),
});

export interface CheckoutState {
  /** A buy-now checkout: the buy-now cart's id (the regular cart is the session's). */
  buyNowCartId: string | null;
  addressId: string | null;
  choice: PaymentChoice | null;
}

export function checkoutState(params: URLSearchParams): CheckoutState {
  const q = checkoutQuery.parse(Object.fromEntries(params));
  const choice =
    q.payment_mode && q.payment_identifier && q.aggregator_name
      ? {
          payment_mode: q.payment_mode,
          payment_identifier: q.payment_identifier,
          aggregator_name: q.aggregator_name,
          merchant_code: q.merchant_code ?? "",
        }
      : null;
  return { buyNowCartId: q.buy_now && q.id ? q.id : null, addressId: q.address_id ?? null, choice };
}

/** A checkout step's URL carrying the state so far. */
export function stepHref(path: string, state: CheckoutState): string {
  const params = new URLSearchParams();
  if (state.buyNowCartId) {
    params.set("id", state.buyNowCartId);
    params.set("buy_now", "true");
  }
  if (state.addressId) params.set("address_id", state.addressId);
  if (state.choice) for (const [key, value] of Object.entries<string>({ ...state.choice })) params.set(key, value);
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/** A UPI id ("VPA"): a handle, "@", the provider (e.g. name@okbank). */
const UPI_ID = /^[a-zA-Z0-9.\-_]{2,256}@[a-zA-Z]{2,64}$/;

export const upiForm = z.object({
  vpa: z
    .string({ required_error: "Enter your UPI ID" })
    .trim()
    .min(1, "Enter your UPI ID")
    .regex(UPI_ID, "Enter a valid UPI ID, like name@bank"),
});

/** Where an order stands after its checkout, from its shipments' status (placed, or waiting for or failed its payment). */
type OrderOutcome = "placed" | "pending" | "failed";

export function orderOutcome(shipmentStatus: string | undefined): OrderOutcome {
  if (shipmentStatus === "payment_pending") return "pending";
  if (shipmentStatus === "payment_failed") return "failed";
  return "placed";
}
