/**
 * /profile/refer-earn/ (referral code, share text, points, redeeming a friend's code) and
 * /profile/refer-earn-credit/ (the points history, cursor paged). Both are blocked when the cart
 * is disabled.
 */
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { parseWithZod } from "@conform-to/zod";
import { z } from "zod";
import { formatDate, signedPoints } from "~/lib/profile";
import { FDKServerResponseError } from "~/sdk";
import { toErrorResponse } from "~/sdk.server";
import { failureFromService, formFailure, intentOf, keptValues } from "~/forms.server";
import { doneRedirect, requireCartEnabled } from "~/profile/guards.server";
import { PRIVATE_HEADERS } from "~/lib/cache-headers";

/** The rewards programme is off for the store: the service has no live referral offer (404) or refuses (403). */
function rewardsOff(error: unknown): boolean {
  if (!(error instanceof FDKServerResponseError)) return false;
  const status = Number(error.status);
  return status === 403 || status === 404;
}

export async function loadReferEarn({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireCartEnabled(request, context);
  const done = new URL(request.url).searchParams.get("done");
  try {
    // Spec part 2 §4: with reward credit on and a signed-in shopper, the "signup" offer is fetched too
    // (a store without one answers 404: nothing to show).
    const [referral, points, signup] = await Promise.all([
      api.rewards.getUserReferralDetails(),
      api.rewards.getUserPoints(),
      api.rewards.getOfferByName({ name: "signup" }).catch((error: unknown) => {
        if (rewardsOff(error)) return null;
        throw error;
      }),
    ]);
    return data(
      {
        enabled: true as const,
        code: referral.user?.referral_code ?? "",
        shareText: referral.share?.text ?? "",
        offerText: referral.referral?.text ?? "",
        offerPoints: referral.referral?.points ?? 0,
        referredCount: referral.referred_count ?? 0,
        redeemed: Boolean(referral.user?.redeemed),
        points: points.points ?? 0,
        signupPoints: signup?.points ?? 0,
        done,
      },
      { headers: PRIVATE_HEADERS },
    );
  } catch (error) {
    if (!rewardsOff(error)) throw toErrorResponse(error);
    return data({ enabled: false as const, done }, { headers: PRIVATE_HEADERS });
  }
}

const redeemSchema = z.object({
  referralCode: z
    .string({ required_error: "Enter a referral code" })
    .trim()
    .max(40, "Referral codes are at most 40 characters")
    .regex(/^[A-Za-z0-9_-]+$/, "A referral code has only letters and digits"),
});

export async function handleReferEarnAction({ request, context }: ActionFunctionArgs) {
  const { api } = await requireCartEnabled(request, context);
  const formData = await request.formData();
  const intent = intentOf(formData);
  if (intent !== "redeem") return formFailure(400, { intent, formError: "Unknown action" });
  const values = keptValues(formData, ["referralCode"]);
  const submission = parseWithZod(formData, { schema: redeemSchema });
  if (submission.status !== "success") return formFailure(400, { intent, errors: submission.error ?? {}, values });
  try {
    await api.rewards.redeemReferralCode({ body: { referral_code: submission.value.referralCode, device_id: "web" } });
  } catch (error) {
    return failureFromService(error, intent, { referral_code: "referralCode", device_id: "referralCode" }, values);
  }
  return doneRedirect("/profile/refer-earn/", "referral-redeemed");
}

const PAGE_ID = /^[A-Za-z0-9_=:.-]{1,200}$/;
const HISTORY_PAGE_SIZE = 20;

export async function loadPointsHistory({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireCartEnabled(request, context);
  const param = new URL(request.url).searchParams.get("page_id");
  const pageId = param && PAGE_ID.test(param) ? param : undefined;
  try {
    const [history, points] = await Promise.all([
      api.rewards.getUserPointsHistory({ pageId, pageSize: HISTORY_PAGE_SIZE }),
      api.rewards.getUserPoints(),
    ]);
    return data(
      {
        enabled: true as const,
        points: points.points ?? 0,
        entries: (history.items ?? []).map((item) => ({
          id: item._id,
          date: formatDate(item.created_at),
          dateTime: item.created_at,
          text: item.text_1 || (item.txn_name === "debit" ? "Points used" : "Points earned"),
          detail: item.text_2 || "",
          points: signedPoints(item),
          debit: signedPoints(item).startsWith("−"),
        })),
        nextPageId: history.page?.has_next && history.page.next_id ? history.page.next_id : null,
        paged: Boolean(pageId),
      },
      { headers: PRIVATE_HEADERS },
    );
  } catch (error) {
    if (!rewardsOff(error)) throw toErrorResponse(error);
    return data({ enabled: false as const }, { headers: PRIVATE_HEADERS });
  }
}
