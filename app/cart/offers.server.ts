/**
 * The `/cart` action's offer intents: reward points (the SDK's applyRewardPoints) and the staff
 * member chosen on the bag (updateCartMeta's `staff_user_id`, when the store's `staff_selection`
 * feature is on); and what the bag shows of them.
 */
import { OFFER_TEXTS, REWARD_POINTS_INTENT, type OfferIntent } from "~/lib/cart/offers";
import type { CartDetailResponse, StorefrontApi } from "~/sdk/api";

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
