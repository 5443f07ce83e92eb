/**
 * The `/cart` action's offer intents: reward points (the SDK's applyRewardPoints) and the staff
 * member chosen on the bag (updateCartMeta's `staff_user_id`, when the store's `staff_selection`
 * feature is on); and what the bag shows of them.
 */
import { OFFER_TEXTS, REWARD_POINTS_INTENT, type OfferIntent, type StaffChoiceView } from "~/lib/cart/offers";
import type { CartDetailResponse, StorefrontApi } from "~/sdk/api";
import { cachedPublic } from "~/sdk.server";

/** The most staff members the bag lists. */
const STAFF_PAGE_SIZE = 100;

/** Applies an offer intent; the service refuses what it cannot do (400, its message). */
export async function changeOffer(
  api: StorefrontApi,
  id: string | undefined,
  intent: OfferIntent,
): Promise<{ cart: CartDetailResponse; message: string }> {
  if (intent.intent === REWARD_POINTS_INTENT) {
    const cart = await api.cart.applyRewardPoints({ id, i: true, b: true, body: { points: intent.points } });
    return { cart, message: intent.points ? OFFER_TEXTS.applied : OFFER_TEXTS.removed };
  }
  await api.cart.updateCartMeta({ id, body: { staff_user_id: intent.staff_user_id } });
  return {
    cart: await api.cart.getCart({ id }),
    message: intent.staff_user_id ? OFFER_TEXTS.staffChosen : OFFER_TEXTS.staffCleared,
  };
}

/**
 * The bag's staff selection when the store's `staff_selection` feature is on (features read as the
 * store-selection flags are, cached briefly): the staff with the order incentive and the member the
 * cart keeps (for 15 minutes, the service's rule). Null when off or when the list cannot be read.
 */
export async function staffChoice(api: StorefrontApi, cart: CartDetailResponse): Promise<StaffChoiceView | null> {
  try {
    const { feature } = await cachedPublic("app:features", () => api.configuration.getFeatures());
    if (!feature.cart?.staff_selection) return null;
    const { items } = await cachedPublic("app:staff:order-incent", () =>
      api.configuration.getAppStaffList({ pageNo: 1, pageSize: STAFF_PAGE_SIZE, orderIncent: true }),
    );
    return {
      selected: cart.staff_user_id,
      options: items.map((s) => ({ id: s._id, name: `${s.first_name} ${s.last_name}`.trim() || s.user })),
    };
  } catch {
    return null;
  }
}
