import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { FormError, FormField, FormNotice } from "~/components/FormField";
import { formState } from "~/components/profile/form-state";
import { noticeFor } from "~/lib/profile";
import { handleReferEarnAction, loadReferEarn } from "~/profile/rewards.server";
import { privatePageHeaders } from "~/lib/cache-headers";

export function loader({ request, context }: LoaderFunctionArgs) {
  return loadReferEarn(request, context);
}

export function action({ request, context }: ActionFunctionArgs) {
  return handleReferEarnAction(request, context);
}

export const headers = privatePageHeaders;

export const meta: MetaFunction = () => [{ title: "Refer & earn" }, { name: "robots", content: "noindex" }];

export default function ReferEarn() {
  const page = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
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
      <section className="profile-card" aria-labelledby="referral-heading">
        <h2 id="referral-heading">Your referral code</h2>
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
      </section>

      <section className="profile-card" aria-labelledby="points-heading">
        <h2 id="points-heading">Reward points</h2>
        <p className="profile-points">
          <strong>{page.points}</strong> points available
        </p>
        {page.signupPoints > 0 ? <p>Every new account gets a signup bonus of {page.signupPoints} points.</p> : null}
        <Link to="/profile/refer-earn-credit/">Reward points history</Link>
      </section>

      {page.redeemed ? null : (
        <section className="profile-card" aria-labelledby="redeem-heading">
          <h2 id="redeem-heading">Have a referral code?</h2>
          <Form method="post" action="/profile/refer-earn/" className="auth-form" noValidate>
            <FormError id="redeem-error" message={redeem.formError} />
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
          </Form>
        </section>
      )}
    </article>
  );
}
