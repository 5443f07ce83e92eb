import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { FormNotice } from "~/components/FormField";
import { ProfileCard } from "~/components/profile/ProfileCard";
import { RefundAccountChoice } from "~/components/refund/RefundAccountChoice";
import { AddBankForm, AddUpiForm, VerifyCodeForm } from "~/components/refund/RefundAccounts";
import { privatePage } from "~/lib/cache-headers";
import { handleRefundAccountsAction, loadRefundAccounts } from "~/profile/refund-accounts.server";

/** The refund page (spec part 2 §2): outside the main layout. */
export const handle = { bare: true };

const ID = /^[\w-]{1,40}$/;

function placeOf(params: LoaderFunctionArgs["params"]) {
  const orderId = params.orderId ?? "";
  const shipmentId = params.shipmentId ?? "";
  if (!ID.test(orderId) || !ID.test(shipmentId)) throw new Response("Not found", { status: 404 });
  return {
    path: `/refund/order/${encodeURIComponent(orderId)}/shipment/${encodeURIComponent(shipmentId)}`,
    order: { orderId, shipmentId },
  };
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return loadRefundAccounts(request, context, placeOf(params));
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  return handleRefundAccountsAction(request, context, placeOf(params));
}

export const { headers, meta } = privatePage("Refund account");

export default function RefundPage() {
  const view = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const formResult = result && "intent" in result ? result : undefined;
  const { orderId, shipmentId, path } = view.place;
  return (
    <article className="refund-page">
      <h1>Where should we send your refund?</h1>
      <p>
        Order {orderId}, shipment {shipmentId}.{" "}
        {view.showBeneficiaryDetails
          ? "This order was paid on delivery: choose or add the account the refund goes to."
          : "This order was paid online: the refund goes back to how you paid unless you choose an account."}
      </p>
      <FormNotice message={view.notice} />
      {view.step ? <VerifyCodeForm path={path} step={view.step} result={formResult} /> : null}
      <ProfileCard id="accounts" title="Your refund accounts">
        <RefundAccountChoice path={path} accounts={view.accounts} chosen={view.chosen} result={formResult} />
      </ProfileCard>
      <AddBankForm path={path} result={formResult} />
      <AddUpiForm path={path} result={formResult} />
      <p>
        <Link to={`/profile/orders/shipment/${encodeURIComponent(shipmentId)}`}>Back to the shipment</Link>
      </p>
    </article>
  );
}
