/**
 * The bag's reward points toggle (shown when the signed-in shopper has points to use on this cart):
 * "Use N reward points" or, once applied, a way to stop. One form posting to the `/cart` action
 * (`reward-points`): with JavaScript through a fetcher (JSON, the bag revalidates), without it as a
 * plain form answered 303 back to the bag with a one-time notice.
 */
import { useFetcher } from "@remix-run/react";
import { useHydrated } from "remix-utils/use-hydrated";
import type { CartActionResult } from "~/cart/action.server";
import type { RewardPointsView } from "~/lib/cart/offers";

export function RewardPoints({ points, bagHref }: { points: RewardPointsView; bagHref: string }) {
  const fetcher = useFetcher<CartActionResult>({ key: "cart-reward-points" });
  const hydrated = useHydrated();
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  // While the change is on its way, show where it goes.
  const pending = fetcher.formData?.get("points");
  const applied = pending === undefined || pending === null ? points.applied : pending === "true";
  return (
    <section className="reward-points" aria-labelledby="reward-points-title">
      <h3 id="reward-points-title">Reward points</h3>
      <p>{points.balance}</p>
      <fetcher.Form method="post" action="/cart">
        <input type="hidden" name="intent" value="reward-points" />
        <input type="hidden" name="redirectTo" value={bagHref} />
        <input type="hidden" name="enhanced" value={hydrated ? "1" : ""} />
        <input type="hidden" name="points" value={applied ? "false" : "true"} />
        <button
          type="submit"
          className={applied ? "button--link" : "button button--secondary"}
          disabled={fetcher.state !== "idle"}
        >
          {applied ? "Stop using reward points" : points.label}
        </button>
      </fetcher.Form>
      {applied ? <p className="reward-points__applied">{points.label.replace(/^Use/, "Using")}</p> : null}
      {answer && !answer.ok ? (
        <p className="field-error" role="alert">
          {answer.message}
        </p>
      ) : null}
    </section>
  );
}
