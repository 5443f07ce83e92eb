/**
 * /cart/link-wallet (spec part 2 §4 "Wallet linking runs in two steps (initiate, then verify)",
 * decision 0024): an unlinked wallet on the payment step or the single-page checkout offers "Link
 * wallet", which opens this page with the checkout's query. The wallet's mobile number asks the
 * service for a code (walletLinkInitiate) and moves to the code step (URL state); the code links the
 * wallet (linkWallet) and the shopper goes back to the checkout page with that wallet chosen. Forms
 * and 303s, so it works without JavaScript; with it, Remix submits the same forms.
 */
import { parseWithZod } from "@conform-to/zod";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { failureFromService, formFailure, keptValues } from "~/forms.server";
import { PRIVATE_HEADERS } from "~/lib/cache-headers";
import { stepHref, type PaymentChoice } from "~/lib/checkout/payment";
import {
  LINK_RETURNS,
  linkWalletHref,
  walletCodeForm,
  walletLinkStep,
  walletMobileForm,
} from "~/lib/checkout/wallet-link";
import { checkoutSummary, offeredOptions, requireCheckout, type CheckoutContext } from "./checkout.server";

const LINK_START = "link-wallet-start";

/** The wallet the URL names among the offered ones, and where the shopper goes back to. */
async function linkContext(request: Request, checkout: CheckoutContext) {
  const url = new URL(request.url);
  const step = walletLinkStep(url.searchParams);
  const wallet = (await offeredOptions(checkout)).find((o) => o.wallet && o.option_name === step.code);
  const back = (choice: PaymentChoice | null) => stepHref(LINK_RETURNS[step.from], { ...checkout.state, choice });
  // No such wallet: back to the checkout page, as it was.
  if (!wallet?.wallet) throw redirect(back(checkout.state.choice));
  const chosen: PaymentChoice = {
    payment_mode: wallet.mode_name,
    payment_identifier: wallet.option_name,
    aggregator_name: wallet.aggregator_name,
    merchant_code: wallet.merchant_code,
  };
  return { url, step, wallet, linked: wallet.wallet.linked, back, chosen };
}

export async function loadWalletLink({ request, context }: LoaderFunctionArgs) {
  const checkout = await requireCheckout(request, context);
  const { url, step, wallet, linked, back, chosen } = await linkContext(request, checkout);
  // Linked already (e.g. in another tab): back with it chosen.
  if (linked) throw redirect(back(chosen));
  const here = `${url.pathname}${url.search}`;
  return data(
    {
      name: wallet.option_display,
      code: wallet.option_name,
      sent: step.sent,
      cancelHref: back(checkout.state.choice),
      restartHref: linkWalletHref(here, wallet.option_name, step.from),
      summary: checkoutSummary(checkout.cart),
    },
    { headers: PRIVATE_HEADERS },
  );
}

export async function handleWalletLink({ request, context }: ActionFunctionArgs) {
  const checkout = await requireCheckout(request, context);
  const { url, step, wallet, back, chosen } = await linkContext(request, checkout);
  const formData = await request.formData();
  const intent = formData.get("intent") === LINK_START ? LINK_START : "link-wallet-verify";
  const values = keptValues(formData, ["mobile"]);
  const init = { headers: PRIVATE_HEADERS };
  const { aggregator_name: aggregator, option_name: code } = wallet;
  if (intent === LINK_START) {
    const submission = parseWithZod(formData, { schema: walletMobileForm });
    if (submission.status !== "success")
      return formFailure(400, { intent, errors: submission.error ?? {}, values }, init);
    try {
      const body = { aggregator, mobile: submission.value.mobile, wallet_code: code };
      const sent = await checkout.api.payment.walletLinkInitiate({ body });
      const next = { token: sent.data.link_token ?? "", to: sent.data.mobile };
      return redirect(linkWalletHref(`${url.pathname}${url.search}`, code, step.from, next), { status: 303, ...init });
    } catch (error) {
      return failureFromService(error, intent, { mobile: "mobile", wallet_code: "mobile" }, values, "mobile");
    }
  }
  const submission = parseWithZod(formData, { schema: walletCodeForm });
  if (submission.status !== "success")
    return formFailure(400, { intent, errors: submission.error ?? {}, values }, init);
  const { link_token, otp } = submission.value;
  try {
    await checkout.api.payment.linkWallet({ body: { aggregator, link_token, otp: Number(otp) } });
  } catch (error) {
    return failureFromService(error, intent, { otp: "otp", link_token: "otp" }, values, "otp");
  }
  return redirect(back(chosen), { status: 303, ...init });
}
