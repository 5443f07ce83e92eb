import { Link } from "@remix-run/react";
import { useFormRoute } from "~/components/use-form-route";
import { FormField, FormNotice } from "~/components/FormField";
import { ProfileCard, ProfileForm } from "~/components/profile/ProfileCard";
import { formState } from "~/components/profile/form-state";
import { noticeFor } from "~/lib/profile";
import type { handleReferEarnAction, loadReferEarn } from "~/profile/rewards.server";
import { privatePage } from "~/lib/cache-headers";

export { loadReferEarn as loader, handleReferEarnAction as action } from "~/profile/rewards.server";

export const { headers, meta } = privatePage("Refer & earn");

export default function ReferEarn() {
  const { page, result, busy } = useFormRoute<typeof loadReferEarn, typeof handleReferEarnAction>();
  const redeem = formState(result, "redeem");

  if (!page.enabled) {
    return (
      <article className="profile-page">
        <h1>Refer &amp; earn</h1>
        <p className="profile-empty">Referral rewards are not enabled in this store.</p>
      </article>
    );
  }

  return (
    <article className="profile-page">
      <h1>Refer &amp; earn</h1>
      <FormNotice message={noticeFor(page.done)} />
      <ProfileCard id="referral" title="Your referral code">
        <p className="profile-referral__code">{page.code}</p>
        {page.offerText ? <p>{page.offerText}</p> : null}
        {page.shareText ? (
          <>
            <h3>Share with friends</h3>
            <p className="profile-referral__share">{page.shareText}</p>
          </>
        ) : null}
        <p>
          {page.referredCount === 1 ? "1 friend has" : `${page.referredCount} friends have`} signed up with your code.
        </p>
      </ProfileCard>

      <ProfileCard id="points" title="Reward points">
        <p className="profile-points">
          <strong>{page.points}</strong> points available
        </p>
        {page.signupPoints > 0 ? <p>Every new account gets a signup bonus of {page.signupPoints} points.</p> : null}
        <Link to="/profile/refer-earn-credit/">Reward points history</Link>
      </ProfileCard>

      {page.redeemed ? null : (
        <ProfileCard id="redeem" title="Have a referral code?">
          <ProfileForm action="/profile/refer-earn/" errorId="redeem-error" formError={redeem.formError}>
            <FormField
              name="referralCode"
              label="Referral code"
              autoComplete="off"
              autoCapitalize="characters"
              required
              maxLength={40}
              error={redeem.error("referralCode")}
              defaultValue={redeem.values.referralCode ?? ""}
            />
            <button type="submit" name="intent" value="redeem" disabled={busy}>
              Apply code
            </button>
          </ProfileForm>
        </ProfileCard>
      )}
    </article>
  );
}
