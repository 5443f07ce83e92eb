/**
 * The payment module's wallet-linking, pay-later credit, card look-up and Sandbox aggregator routes
 * (decision 0024): wallets.ts, credit.ts, card-lookup.ts and aggregator.ts do the work.
 */
import type { Context, Hono } from "hono";
import type { Db } from "../../db/client";
import { parseJson, parseParams, parseQuery } from "../../http/errors";
import { currentUser, requireUser, signedInCaller, type UserEnv } from "../../http/session";
import { loadPricing } from "../catalog/money";
import {
  aggregatorsConfig,
  createPaymentOrder,
  paidOrders,
  posPaymentModeRoutes,
  renderHtml,
  verifyAndCharge,
} from "./aggregator";
import { activeCardAggregator, attachCard, cardInfo } from "./card-lookup";
import {
  checkCredit,
  creditSummary,
  epaylaterBanner,
  onboardCustomer,
  redirectToAggregator,
  rupifiBanner,
  validateCustomerCredit,
} from "./credit";
import {
  aggregatorQuery,
  attachCardBody,
  cardInfoParams,
  chargeBody,
  creditValidationBody,
  onboardBody,
  optionalAggregatorQuery,
  paymentOrderBody,
  posOptionsQuery,
  redirectQuery,
  refreshQuery,
  renderHtmlBody,
  walletDelinkBody,
  walletLinkBody,
  walletVerifyBody,
} from "./payment-accounts-validators";
import { delinkWallet, startWalletLink, verifyWalletLink } from "./wallets";

const originOf = (c: Context) => new URL(c.req.url).origin;
const ownerOf = (c: Context<UserEnv>) => ({ applicationId: c.get("application").id, userId: currentUser(c).id });

export function registerPaymentAccountRoutes(routes: Hono<UserEnv>, db: Db, now: () => number): void {
  // Wallet linking (two steps) and unlinking.
  routes.post("/v1.0/payment/options/wallet/link", requireUser(), async (c) => {
    const body = await parseJson(c, walletLinkBody);
    return c.json(await startWalletLink(db, signedInCaller(c), body, now()));
  });
  routes.post("/v1.0/payment/options/wallet/verify", requireUser(), async (c) => {
    const body = await parseJson(c, walletVerifyBody);
    return c.json(await verifyWalletLink(db, signedInCaller(c), body, now()));
  });
  routes.post("/v1.0/payment/options/wallet/delink", requireUser(), async (c) => {
    return c.json(await delinkWallet(db, signedInCaller(c), await parseJson(c, walletDelinkBody)));
  });

  // Pay-later credit.
  routes.get("/v1.0/check-credits/", requireUser(), async (c) => {
    const { aggregator } = parseQuery(c, aggregatorQuery);
    return c.json(await checkCredit(db, signedInCaller(c), aggregator, originOf(c)));
  });
  routes.get("/v1.0/payment/credit-summary/", requireUser(), async (c) => {
    const { aggregator } = parseQuery(c, aggregatorQuery);
    return c.json(await creditSummary(db, signedInCaller(c), aggregator, now()));
  });
  routes.post("/v1.0/credit-onboard/", requireUser(), async (c) => {
    const body = await parseJson(c, onboardBody);
    return c.json(await onboardCustomer(db, signedInCaller(c), body, now()));
  });
  routes.post("/v1.0/payment/validate/customer-credits-v2", requireUser(), async (c) => {
    const body = await parseJson(c, creditValidationBody);
    return c.json(await validateCustomerCredit(db, signedInCaller(c), body));
  });
  routes.get("/v1.0/epaylater/banner", (c) => c.json(epaylaterBanner()));
  routes.get("/v1.0/rupifi/banner", (c) => c.json(rupifiBanner()));
  routes.get("/v1.0/payment/redirect-to-aggregator/", requireUser(), async (c) => {
    const { aggregator } = parseQuery(c, redirectQuery);
    return c.json(await redirectToAggregator(db, signedInCaller(c), aggregator, originOf(c)));
  });

  // Cards.
  routes.get("/v1.0/cards/info/:card_info", (c) => {
    parseQuery(c, optionalAggregatorQuery);
    return c.json(cardInfo(parseParams(c, cardInfoParams).card_info));
  });
  routes.post("/v1.0/card/attach", requireUser(), async (c) => {
    return c.json(await attachCard(db, ownerOf(c), await parseJson(c, attachCardBody)));
  });
  routes.get("/v1.0/card/aggregator", (c) => {
    parseQuery(c, refreshQuery);
    return c.json(activeCardAggregator(originOf(c), c.get("user")?.id ?? ""));
  });

  // The Sandbox aggregator.
  routes.get("/v1.0/config/aggregators/key", (c) => {
    parseQuery(c, refreshQuery);
    return c.json(aggregatorsConfig(c.get("application").id, originOf(c)));
  });
  routes.post("/v1.0/payment/html/render/", async (c) => {
    return c.json(renderHtml((await parseJson(c, renderHtmlBody)).base64_html));
  });
  routes.post("/v1.0/payment/confirm/charge", requireUser(), async (c) => {
    return c.json(await verifyAndCharge(db, ownerOf(c), await parseJson(c, chargeBody), now()));
  });
  routes.get("/v1.0/payment/paid-orders/", requireUser(), async (c) => {
    const { aggregator } = parseQuery(c, optionalAggregatorQuery);
    return c.json(await paidOrders(db, ownerOf(c), aggregator));
  });
  routes.post("/v1.0/payment-orders/", requireUser(), async (c) => {
    const body = await parseJson(c, paymentOrderBody);
    return c.json(await createPaymentOrder(db, ownerOf(c), body, originOf(c), now()));
  });
  routes.get("/v1.0/payment/options/pos", async (c) => {
    const { amount } = parseQuery(c, posOptionsQuery);
    return c.json(posPaymentModeRoutes(amount, await loadPricing(db, c.req.header("x-currency-code"))));
  });
}
