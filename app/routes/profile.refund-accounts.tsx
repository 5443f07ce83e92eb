import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { FormNotice } from "~/components/FormField";
import { ProfileCard } from "~/components/profile/ProfileCard";
import { AddBankForm, AddUpiForm, RefundAccountList, VerifyCodeForm } from "~/components/refund/RefundAccounts";
import { privatePage } from "~/lib/cache-headers";
import { handleRefundAccountsAction, loadProfileRefundAccounts } from "~/profile/refund-accounts.server";

const PLACE = { path: "/profile/refund-accounts/" };

export function loader({ request, context }: LoaderFunctionArgs) {
  return loadProfileRefundAccounts(request, context, PLACE);
}

export async function action({ request, context }: ActionFunctionArgs) {
  return handleRefundAccountsAction(request, context, PLACE);
}

export const { headers, meta } = privatePage("Refund accounts");

export default function ProfileRefundAccounts() {
  const view = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const formResult = result && "intent" in result ? result : undefined;
  return (
    <article className="profile-page">
      <h1>Refund accounts</h1>
      <FormNotice message={view.notice} />
      <p>Refunds of orders paid on delivery go to the bank account or UPI ID you choose here.</p>
      {view.step ? <VerifyCodeForm path={PLACE.path} step={view.step} result={formResult} /> : null}
      <ProfileCard id="accounts" title="Your refund accounts">
        <RefundAccountList path={PLACE.path} accounts={view.accounts} />
      </ProfileCard>
      <AddBankForm path={PLACE.path} result={formResult} />
      <AddUpiForm path={PLACE.path} result={formResult} />
    </article>
  );
}
