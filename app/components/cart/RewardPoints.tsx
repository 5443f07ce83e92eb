/**
 * The bag's reward points toggle (shown when the signed-in shopper has points to use on this cart):
 * "Use N reward points" or, once applied, a way to stop; the `reward-points` intent of the `/cart`
 * action (IntentForm), whose outcome comes back as the bag's one-time notice.
 */
import { IntentForm } from "~/components/cart/IntentForm";
import type { RewardPointsView } from "~/lib/cart/offers";

export function RewardPoints({ points, bagHref }: { points: RewardPointsView; bagHref: string }) {
  return (
    <IntentForm intent="reward-points" back={bagHref} className="reward-points">
      <p>{points.balance}</p>
      <input type="hidden" name="points" value={String(!points.applied)} />
      <button type="submit" className="button button--secondary">
        {points.button}
      </button>
    </IntentForm>
  );
}
