/**
 * Payment module (payment/v1.0): the signed-in shopper's saved cards (cards.ts), the payment modes
 * (options.ts), the Sandbox aggregator's UPI and status calls (sandbox.ts), and refund beneficiaries
 * (refund-routes.ts); wallets, pay-later credit, card look-ups and the Sandbox's own calls
 * (payment-accounts-routes.ts).
 */
import { Hono } from "hono";
import type { Db } from "../../db/client";
import { parseJson, parseQuery } from "../../http/errors";
import { currentUser, optionalUser, requireUser, type UserEnv } from "../../http/session";
import { loadPricing } from "../catalog/money";
import { listCards, removeCard } from "./cards";
import { paymentModeRoutes } from "./options";
import { registerPaymentLinkRoutes } from "./payment-link-routes";
import { registerPaymentAccountRoutes } from "./payment-accounts-routes";
import { registerRefundRoutes } from "./refund-routes";
import { verifyPayLaterCustomer } from "./pay-later";
import { initialiseUpiPayment, sandboxPaymentStatus, validateVpa } from "./sandbox";
import { linkedWalletsOf } from "./wallets";
import {
  cardsQuery,
  initialisePaymentBody,
  paymentOptionsQuery,
  paymentStatusBody,
  removeBody,
  validateVpaBody,
  validateCustomerBody,
} from "./validators";

const originOf = (url: string) => new URL(url).origin;

// The integration tests read the masking and expiry rules from here.

export function paymentRoutes(db: Db, options: { now?: () => number } = {}) {
  const now = options.now ?? Date.now;
  const routes = new Hono<UserEnv>({ strict: true });
  routes.use("*", optionalUser(db, now));

  routes.get("/v1.0/cards", requireUser(), async (c) => {
    parseQuery(c, cardsQuery);
    const owner = { applicationId: c.get("application").id, userId: currentUser(c).id };
    return c.json(await listCards(db, owner, now()));
  });

  routes.post("/v1.0/card/remove", requireUser(), async (c) => {
    const { card_id } = await parseJson(c, removeBody);
    return c.json(await removeCard(db, currentUser(c).id, card_id));
  });

  // Anonymous shoppers may look at the modes too (the cart page shows them); checkout needs a sign-in.
  routes.get("/v1.0/payment/options", async (c) => {
    const { amount } = parseQuery(c, paymentOptionsQuery);
    const user = c.get("user");
    const owner = user && { applicationId: c.get("application").id, userId: user.id };
    const cards = owner ? (await listCards(db, owner, now())).data : [];
    const linkedWallets = owner ? await linkedWalletsOf(db, owner) : undefined;
    const pricing = await loadPricing(db, c.req.header("x-currency-code"));
    return c.json(paymentModeRoutes(amount, pricing, cards, { linkedWallets }));
  });

  routes.post("/v1.0/validate-vpa", async (c) => {
    const { upi_vpa } = await parseJson(c, validateVpaBody);
    return c.json(validateVpa(upi_vpa));
  });

  routes.post("/v1.0/payment/customer/validation", requireUser(), async (c) => {
    return c.json(verifyPayLaterCustomer(await parseJson(c, validateCustomerBody)));
  });

  routes.post("/v1.0/payment/request", requireUser(), async (c) => {
    const body = await parseJson(c, initialisePaymentBody);
    const owner = { applicationId: c.get("application").id, userId: currentUser(c).id };
    const request = { merchantOrderId: body.merchant_order_id, method: body.method, vpa: body.vpa ?? "" };
    return c.json(await initialiseUpiPayment(db, owner, request, originOf(c.req.url), now()));
  });

  routes.post("/v1.0/payment/confirm/polling", requireUser(), async (c) => {
    const body = await parseJson(c, paymentStatusBody);
    const owner = { applicationId: c.get("application").id, userId: currentUser(c).id };
    const orderId = body.merchant_order_id || body.order_id || "";
    return c.json(await sandboxPaymentStatus(db, owner, orderId, originOf(c.req.url), now()));
  });

  registerRefundRoutes(routes, db, now);
  registerPaymentLinkRoutes(routes, db, now);
  registerPaymentAccountRoutes(routes, db, now);

  return routes;
}
