/**
 * The Sandbox aggregator's own calls (decision 0024): its public configuration, rendering a gateway's
 * HTML, charging a pending pay-later payment from the shopper's credit (verifyAndChargePayment), the
 * shopper's paid orders, a payment order for a pending order (createPaymentOrder), and the modes a
 * store counter takes (getPosPaymentModeRoutes). Orders and payments are decision 0015's sessions.
 */
import { desc, eq, inArray } from "drizzle-orm";
import type {
  AggregatorsConfigDetail,
  ChargeCustomerDetails,
  PaidOrderDetails,
  PaymentModeRouteDetails,
  PaymentOrderDetails,
  RenderHTMLDetails,
} from "../../contract/types";
import type { Db } from "../../db/client";
import { carts, paymentSessions, shipments } from "../../db/schema";
import { ApiError } from "../../http/errors";
import type { Pricing } from "../catalog/money";
import { approvedPayments, creditLine } from "./credit";
import { paymentModeRoutes } from "./options";
import { payLaterProvider } from "./pay-later";
import {
  hostedPagePath,
  ownSandboxSession,
  settleSandboxPayment,
  type PaymentSession,
  type ShopperOwner as Owner,
} from "./sandbox";
import { SANDBOX_AGGREGATOR, SANDBOX_PAY_LATER } from "./sandbox-catalogue";

const AGGREGATOR_TEXTS = {
  html: "base64_html must be base64-encoded HTML",
  notPayLater: "This order is not paid later",
  otherProvider: (p: string) => `This order is paid later with ${p}`,
  amount: "amount does not match the order",
  notVerified: "Transaction has been cancelled",
  notRegistered: "The mobile number is not linked to the provider account",
  insufficientCredit: "The transaction exceeds the credit limit",
  charged: "Payment successful",
  notPending: "This order is not awaiting payment",
  method: (mode: string) => `This order is paid by ${mode}`,
  paidOrders: (n: number) => (n === 1 ? "1 paid order" : `${n} paid orders`),
} as const;

/** GET config/aggregators/key (getAggregatorsConfig): the Sandbox's public configuration, never a secret. */
export function aggregatorsConfig(applicationId: string, origin: string): AggregatorsConfigDetail {
  return {
    success: true,
    env: "sandbox",
    sandbox: {
      config_type: "sandbox",
      key: `sbx_pk_${applicationId}`,
      secret: "",
      api: `${origin}/service/sandbox`,
      merchant_id: applicationId,
      sdk: false,
    },
  };
}

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/** POST payment/html/render (renderHTML): a gateway's base64 HTML, decoded. Pure. */
export function renderHtml(base64Html: string): RenderHTMLDetails {
  const compact = base64Html.replace(/\s/g, "");
  const html = BASE64.test(compact) ? Buffer.from(compact, "base64").toString("utf8") : "";
  if (!/<[a-z!][\s\S]*>/i.test(html) || html.includes("\uFFFD"))
    throw new ApiError(400, AGGREGATOR_TEXTS.html, { base64_html: [AGGREGATOR_TEXTS.html] });
  return { html };
}

/**
 * POST payment/confirm/charge (verifyAndChargePayment): charges the shopper's pending pay-later
 * payment of `order_id` to their credit with the provider. Not verified by the shopper, no account,
 * or not enough credit: the payment is declined (stock and cart given back, decision 0015). A wrong
 * provider or amount is 400 and leaves it pending; someone else's order 404.
 */
export async function verifyAndCharge(
  db: Db,
  owner: Owner,
  body: { aggregator: string; order_id: string; amount: number; verified?: boolean },
  now: number,
): Promise<ChargeCustomerDetails> {
  const provider = payLaterProvider(body.aggregator);
  let reason = "";
  const session = await settleSandboxPayment(
    db,
    owner,
    body.order_id,
    async (tx, pending) => {
      if (pending.mode !== "PL") throw new ApiError(400, AGGREGATOR_TEXTS.notPayLater);
      if (pending.identifier !== provider.code) {
        const name = SANDBOX_PAY_LATER.find((p) => p.code === pending.identifier)?.name ?? pending.identifier;
        throw new ApiError(400, AGGREGATOR_TEXTS.otherProvider(name));
      }
      if (Math.abs(pending.amount - body.amount) > 0.005) throw new ApiError(400, AGGREGATOR_TEXTS.amount);
      const line = await creditLine(tx, owner, provider);
      reason =
        body.verified === false
          ? AGGREGATOR_TEXTS.notVerified
          : !line.account
            ? AGGREGATOR_TEXTS.notRegistered
            : pending.amount > line.available
              ? AGGREGATOR_TEXTS.insufficientCredit
              : "";
      return reason ? { status: "declined", reason } : { status: "approved" };
    },
    now,
  );
  const approved = session.status === "approved";
  return {
    success: approved,
    status: approved ? "complete" : "failed",
    message: approved ? AGGREGATOR_TEXTS.charged : reason,
    aggregator: provider.code,
    order_id: session.orderId ?? "",
    cart_id: session.cartId,
    delivery_address_id: await cartAddress(db, session.cartId),
  };
}

async function cartAddress(db: Db, cartId: string): Promise<string> {
  const [cart] = await db.select({ addressId: carts.addressId }).from(carts).where(eq(carts.id, cartId));
  return cart?.addressId ?? "";
}

/** A payment's reference as the gateway shows it (not the hosted page's token, which opens it). */
const transactionId = (session: PaymentSession) =>
  `SBX${session.createdAt.getTime().toString(36).toUpperCase()}${(session.orderId ?? session.merchantOrderId).slice(-6)}`;

/**
 * GET payment/paid-orders (paidOrderDetails): the shopper's orders paid through the Sandbox, newest
 * first; with a pay-later provider as `aggregator`, those paid later with it.
 */
export async function paidOrders(db: Db, owner: Owner, aggregator: string | undefined): Promise<PaidOrderDetails> {
  const name = aggregator?.trim() ?? "";
  const provider = name && name.toLowerCase() !== SANDBOX_AGGREGATOR.toLowerCase() ? payLaterProvider(name) : null;
  // Orders only: a payment link's session has no order.
  const sessions = (
    await db
      .select()
      .from(paymentSessions)
      .where(approvedPayments(owner, provider))
      .orderBy(desc(paymentSessions.decidedAt))
  ).flatMap((s) => (s.orderId ? [{ ...s, orderId: s.orderId }] : []));
  const shipmentRows = sessions.length
    ? await db
        .select({ id: shipments.id, orderId: shipments.orderId })
        .from(shipments)
        .where(
          inArray(
            shipments.orderId,
            sessions.map((s) => s.orderId),
          ),
        )
    : [];
  const data = sessions.map((s) => ({
    order_id: s.orderId,
    shipment_ids: shipmentRows
      .filter((r) => r.orderId === s.orderId)
      .map((r) => r.id)
      .sort(),
    amount: s.amount,
    currency: s.currency,
    payment_mode: s.mode,
    aggregator: SANDBOX_AGGREGATOR,
    payment_identifier: s.identifier,
    payment_date: (s.decidedAt ?? s.createdAt).toISOString(),
    transaction_id: transactionId(s),
  }));
  return { status_code: 200, success: true, message: AGGREGATOR_TEXTS.paidOrders(data.length), data };
}

/**
 * POST payment-orders (createPaymentOrder): the payment of one of the shopper's orders still awaiting
 * it: where to pay (the hosted page) and its details. The methods sent must be the order's own (mode,
 * gateway, amount); an order not awaiting payment is 400, anyone else's 404.
 */
export async function createPaymentOrder(
  db: Db,
  owner: Owner,
  body: {
    order_id: string;
    payment_methods?: { amount: number; mode: string; meta: { payment_gateway: string } }[];
  },
  origin: string,
  now: number,
): Promise<PaymentOrderDetails> {
  const session = await ownSandboxSession(db, owner, body.order_id, now);
  if (session.status !== "pending") throw new ApiError(400, AGGREGATOR_TEXTS.notPending);
  for (const method of body.payment_methods ?? []) {
    if (method.mode !== session.mode || method.meta.payment_gateway !== SANDBOX_AGGREGATOR)
      throw new ApiError(400, AGGREGATOR_TEXTS.method(session.mode));
    if (Math.abs(method.amount - session.amount) > 0.005) throw new ApiError(400, AGGREGATOR_TEXTS.amount);
  }
  const url = `${origin}${hostedPagePath(session.id)}`;
  const callback = session.callbackUrl;
  // A shopper's session is an order's (a payment link's has no shopper owner).
  const orderId = session.orderId ?? session.merchantOrderId;
  return {
    status_code: 200,
    success: true,
    message: "",
    order_id: orderId,
    callback_url: callback,
    payment_confirm_url: url,
    data: {
      amount: session.amount,
      aggregator: SANDBOX_AGGREGATOR,
      callback_url: callback,
      order_id: orderId,
      merchant_order_id: session.merchantOrderId,
      customer_id: owner.userId,
      currency: session.currency,
      email: "",
      contact: "",
      method: session.mode,
    },
  };
}

/** What a store counter takes: cash, card (no saved cards) and UPI. */
const POS_MODES = ["COD", "CARD", "UPI"] as const;

/** GET payment/options/pos (getPosPaymentModeRoutes). Pure. */
export const posPaymentModeRoutes = (amount: number, pricing: Pricing): PaymentModeRouteDetails =>
  paymentModeRoutes(amount, pricing, [], { only: POS_MODES });
