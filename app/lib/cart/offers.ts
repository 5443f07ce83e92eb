/**
 * Offers on the bag and the product page: the `/cart` action's reward-points and staff intents
 * (parsed without zod: two plain fields), the bag's reward-points view, the staff choice, and the
 * product page's "Buy more, save more" ladder, formatted on the server. Pure, so it is unit tested.
 */
import { formatPrice } from "~/lib/money";

export const REWARD_POINTS_INTENT = "reward-points";
export const STAFF_INTENT = "staff";
/** The staff field's name (and the field a staff notice is about). */
export const STAFF_FIELD = "staff_user_id";

export const OFFER_TEXTS = {
  redeem: (points: number) => `Use ${points} reward points`,
  applied: "Reward points applied",
  removed: "Reward points removed",
  stop: "Stop using reward points",
  staffChosen: "Staff member selected",
  staffCleared: "Staff member removed",
  invalid: "Something went wrong",
  ladderTitle: "Buy more, save more",
} as const;

export type OfferIntent =
  { intent: typeof REWARD_POINTS_INTENT; points: boolean } | { intent: typeof STAFF_INTENT; staff_user_id: string };

type OfferIntentResult =
  { ok: true; intent: OfferIntent } | { ok: false; intent: string; errors: Record<string, string> };

/** Parses a reward-points or staff form of the `/cart` action; null when the form is another intent's. */
export function parseOfferIntent(form: FormData | Record<string, unknown>): OfferIntentResult | null {
  const values = form instanceof FormData ? Object.fromEntries(form) : form;
  if (values.intent === REWARD_POINTS_INTENT) {
    const points = values.points;
    if (points === "true" || points === "false")
      return { ok: true, intent: { intent: REWARD_POINTS_INTENT, points: points === "true" } };
    return { ok: false, intent: REWARD_POINTS_INTENT, errors: { points: OFFER_TEXTS.invalid } };
  }
  if (values.intent === STAFF_INTENT) {
    const id = typeof values[STAFF_FIELD] === "string" ? values[STAFF_FIELD].trim() : "";
    if (id.length <= 64 && /^[\w-]*$/.test(id))
      return { ok: true, intent: { intent: STAFF_INTENT, staff_user_id: id } };
    return { ok: false, intent: STAFF_INTENT, errors: { [STAFF_FIELD]: "Choose a staff member from the list" } };
  }
  return null;
}

/** What the reward points toggle shows: nothing when the shopper has no points to use here. */
export interface RewardPointsView {
  applied: boolean;
  /** "Use 250 reward points". */
  label: string;
  /** The toggle's text: the label, or "Stop using reward points" once applied. */
  button: string;
  /** "you have 400" (points). */
  balance: string;
}

export function rewardPointsView(loyalty: {
  total: number;
  applicable: number;
  is_applied: boolean;
}): RewardPointsView | null {
  if (loyalty.applicable <= 0 && !loyalty.is_applied) return null;
  const label = OFFER_TEXTS.redeem(loyalty.applicable);
  return {
    applied: loyalty.is_applied,
    label,
    button: loyalty.is_applied ? OFFER_TEXTS.stop : label,
    balance: `you have ${loyalty.total}`,
  };
}

/** The bag's staff selection: the members to choose from and the one the cart keeps ("" for none). */
export interface StaffChoiceView {
  selected: string;
  options: { id: string; name: string }[];
}

/** The page where the shopper chooses the staff member who helped them. */
const STAFF_PATH = "/cart/staff/";

/** One of the bag's offer forms as the bag renders it (a plain form: /cart answers 303 back to the bag). */
export interface OfferForm {
  method: "get" | "post";
  action: string;
  /** The form's hidden fields (for `/cart`: the intent and where to come back to, the bag). */
  hidden: [string, string][];
  button: string;
}

/**
 * The bag's offer forms: the reward points toggle (the `/cart` action) and, when the store's staff
 * selection is on, the way to the staff page (a GET form: no link component in the bag's bundle).
 */
export function offerForms(points: RewardPointsView | null, staff: StaffChoiceView | null, back: string): OfferForm[] {
  const forms: OfferForm[] = [];
  if (points) {
    forms.push({
      method: "post",
      action: "/cart",
      hidden: [
        ["intent", REWARD_POINTS_INTENT],
        ["redirectTo", back],
        ["points", String(!points.applied)],
      ],
      button: `${points.button} (${points.balance})`,
    });
  }
  if (staff) {
    const chosen = staff.options.find((o) => o.id === staff.selected);
    forms.push({
      method: "get",
      action: STAFF_PATH,
      hidden: [],
      button: chosen ? `Helped by ${chosen.name}: change` : "Helped by a staff member?",
    });
  }
  return forms;
}

interface LadderOffersInput {
  available_offers: {
    id: string;
    offer_text: string;
    offer_prices: {
      min_quantity: number;
      max_quantity: number;
      margin: number;
      price: { offer_price: number; currency_symbol: string; currency_code: string };
    }[];
  }[];
}

export interface LadderView {
  id: string;
  text: string;
  steps: { quantity: string; price: string; saving: string }[];
}

/** The product page's ladder: "Buy 2" · "₹950 each" · "Save 5%", one step a row (null when none). */
export function ladderView(offers: LadderOffersInput | null): LadderView | null {
  const offer = offers?.available_offers.find((o) => o.offer_prices.length > 0);
  if (!offer) return null;
  return {
    id: offer.id,
    text: offer.offer_text,
    steps: offer.offer_prices.map((step) => ({
      quantity:
        step.max_quantity === 0
          ? `Buy ${step.min_quantity} or more`
          : step.max_quantity === step.min_quantity
            ? `Buy ${step.min_quantity}`
            : `Buy ${step.min_quantity}–${step.max_quantity}`,
      price: `${formatPrice(step.price.offer_price, step.price.currency_symbol, step.price.currency_code)} each`,
      saving: `Save ${step.margin}%`,
    })),
  };
}
