/**
 * The built-in Sandbox aggregator (decision 0015): the payment session a checkout opens for an
 * order paid by card, UPI, net banking, wallet or pay later, and how it ends.
 *
 * A session starts pending with its order (payment_pending, stock taken) and its cart (closed as
 * payment_pending). The shopper approves or declines it on the hosted page (sandbox-routes.ts), or it
 * expires (lazily when read, and by the runtime's sweep). Every ending runs in one transaction with
 * the session row locked, so a second decision finds it decided and answers the same redirect:
 * - approved: the order and its shipments are placed, the cart is closed as ordered, and a card the
 *   shopper asked to save is stored as a token, brand, last four digits, expiry and name only;
 * - declined or expired: the stock comes back, the order is payment_failed, and the cart is given
 *   back as it was (or its lines join the shopper's newer open cart).
 *
 * A session may pay a payment link instead of an order (decision 0022): approving it marks the link
 * paid (payment-link-settle.ts), declining or expiring it leaves the link payable.
 *
 * The domain never sees the HTTP context: callers pass the request's origin and the time.
 */
import { randomBytes } from "node:crypto";
import { and, asc, eq, lte } from "drizzle-orm";
import type {
  PaymentInitializationDetails,
  PaymentStatusUpdateDetails,
  ValidateVPADetails,
} from "../../contract/types";
import type { Db, Tx } from "../../db/client";
import type { Owner as ShopperOwner } from "../../db/owner";
import { newId, newToken } from "../../db/ids";
import { carts, paymentSessions, savedCards } from "../../db/schema";
import { ApiError, notFound } from "../../http/errors";
import { reopenCart } from "../cart/carts";
import { confirmPaidOrder, failUnpaidOrder } from "../order/place";
import { isExpired, maskCardNumber } from "./cards";
import { settleLinkPayment } from "./payment-link-settle";
import { CARD_MESSAGES, cardBrand, cardForm, DECLINED_TEST_CARD, savedCardForm, type CardInput } from "./sandbox-cards";
import {
  SANDBOX_AGGREGATOR,
  SANDBOX_CHOICES,
  SANDBOX_MERCHANT,
  SANDBOX_MODES,
  VPA_PATTERN,
  type SandboxMode,
} from "./sandbox-catalogue";

export type PaymentSession = typeof paymentSessions.$inferSelect;

/** SANDBOX_PAYMENT_TIMEOUT_SECONDS' default: a pending payment expires after 15 minutes. */
export const DEFAULT_SANDBOX_TIMEOUT_SECONDS = 900;

const SANDBOX_MESSAGES = {
  notFound: "Payment not found",
  declined: "Payment declined by the shopper",
  expired: "Payment timed out",
  upiFailed: "UPI Initialization failed",
  notPending: "This payment is no longer pending",
  noCollect: "No collect request yet",
} as const;

/** The hosted page of a session, below the service's origin. */
export const hostedPagePath = (token: string) => `/service/sandbox/pay/${token}`;

interface NewSession {
  /** The order it pays, or null with `paymentLinkId` and `merchantOrderId` for a payment link. */
  orderId: string | null;
  paymentLinkId?: string;
  merchantOrderId?: string;
  applicationId: string;
  userId: string | null;
  cartId: string;
  mode: SandboxMode;
  identifier: string;
  amount: number;
  currency: string;
  callbackUrl: string;
}

/** Opens the session of a payment_pending order (inside the checkout's transaction), or of a payment link. */
export async function openSandboxSession(
  tx: Tx,
  session: NewSession,
  options: { now: number; timeoutSeconds: number },
): Promise<PaymentSession> {
  const [row] = await tx
    .insert(paymentSessions)
    .values({
      id: newToken(),
      ...session,
      merchantOrderId: session.merchantOrderId ?? session.orderId ?? "",
      createdAt: new Date(options.now),
      expiresAt: new Date(options.now + options.timeoutSeconds * 1000),
    })
    .returning();
  return row;
}

/** The session of an order, if it was paid through the Sandbox. */
export async function sessionOfOrder(tx: Tx, orderId: string): Promise<PaymentSession | undefined> {
  const [row] = await tx.select().from(paymentSessions).where(eq(paymentSessions.orderId, orderId));
  return row;
}

/** The checkout answer's payment part: where the shopper authenticates the payment. */
export function sandboxCheckoutData(session: PaymentSession, origin: string) {
  const url = `${origin}${hostedPagePath(session.id)}`;
  return {
    url,
    data: {
      order_id: session.orderId ?? session.merchantOrderId,
      merchant_order_id: session.merchantOrderId,
      aggregator: SANDBOX_AGGREGATOR,
      payment_mode: session.mode,
      amount: session.amount,
      currency: session.currency,
      payment: { authentication: { url, method: "GET" } },
    },
  };
}

/** Where the shopper goes once the session is decided: the checkout's callback (or the hosted page) with the result. */
function resultUrl(session: PaymentSession, origin: string): string {
  const base = session.callbackUrl || `${origin}${hostedPagePath(session.id)}`;
  const hash = base.indexOf("#");
  const [head, fragment] = hash < 0 ? [base, ""] : [base.slice(0, hash), base.slice(hash)];
  const result = new URLSearchParams({
    success: String(session.status === "approved"),
    order_id: session.merchantOrderId,
  });
  if (session.status !== "approved" && session.status !== "pending") result.set("error", session.failureReason);
  return `${head}${head.includes("?") ? "&" : "?"}${result.toString()}${fragment}`;
}

// ---------------------------------------------------------------------------------------------
// Ending a session

/** A card the shopper asked to keep: only what may be stored. */
interface CardToSave {
  name: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

type Ending = { status: "approved"; card?: CardToSave } | { status: "declined" | "expired"; reason: string };

/** How a session may be ended from outside this module (no card to save). */
type SandboxEnding = { status: "approved" } | { status: "declined"; reason: string };

async function saveCard(tx: Tx, session: PaymentSession, card: CardToSave) {
  if (!session.userId) return;
  await tx
    .insert(savedCards)
    .values({
      id: newId(),
      applicationId: session.applicationId,
      userId: session.userId,
      cardNumber: maskCardNumber(card.last4),
      cardName: card.name,
      cardBrand: card.brand,
      expMonth: card.expMonth,
      expYear: card.expYear,
      cardToken: `tok_${randomBytes(18).toString("base64url")}`,
      // Made of the stored fields only: the same card saved again is found, and nothing more is kept.
      cardFingerprint: `${card.brand}:${card.last4}:${card.expMonth}/${card.expYear}`,
      aggregatorName: SANDBOX_AGGREGATOR,
    })
    .onConflictDoNothing();
}

/** Ends a locked, pending session (see the module comment). */
async function end(tx: Tx, session: PaymentSession, ending: Ending, now: number): Promise<PaymentSession> {
  if (session.paymentLinkId) {
    // A link no longer payable (paid by another attempt, cancelled, expired) refuses the approval.
    const refusal =
      ending.status === "approved" ? await settleLinkPayment(tx, session.paymentLinkId, session, now) : null;
    if (refusal) ending = { status: "declined", reason: refusal };
    else if (ending.status === "approved" && ending.card) await saveCard(tx, session, ending.card);
  } else if (ending.status === "approved") {
    await confirmPaidOrder(tx, session.orderId ?? "");
    await tx.update(carts).set({ closedReason: "ordered" }).where(eq(carts.id, session.cartId));
    if (ending.card) await saveCard(tx, session, ending.card);
  } else {
    await failUnpaidOrder(tx, session.orderId ?? "");
    await reopenCart(tx, session.cartId);
  }
  const [row] = await tx
    .update(paymentSessions)
    .set({
      status: ending.status,
      failureReason: ending.status === "approved" ? "" : ending.reason,
      decidedAt: new Date(now),
    })
    .where(eq(paymentSessions.id, session.id))
    .returning();
  return row;
}

/** Locks a session for the transaction, ending it as expired when its time is up. */
async function lockSession(tx: Tx, where: ReturnType<typeof eq>, now: number): Promise<PaymentSession | undefined> {
  const [row] = await tx.select().from(paymentSessions).where(where).for("update");
  if (row?.status === "pending" && row.expiresAt.getTime() <= now)
    return end(tx, row, { status: "expired", reason: SANDBOX_MESSAGES.expired }, now);
  return row;
}

/** Expires the pending sessions whose time is up (the runtime's sweep). Returns how many ended. */
export async function expireSandboxPayments(db: Db, now: number): Promise<number> {
  const due = await db
    .select({ id: paymentSessions.id })
    .from(paymentSessions)
    .where(and(eq(paymentSessions.status, "pending"), lte(paymentSessions.expiresAt, new Date(now))))
    .orderBy(asc(paymentSessions.expiresAt))
    .limit(100);
  let ended = 0;
  for (const { id } of due) {
    const row = await db.transaction((tx) => lockSession(tx, eq(paymentSessions.id, id), now));
    if (row?.status === "expired") ended++;
  }
  return ended;
}

/** Declines a pending session (a payment link's attempt the shopper cancels); a decided one is left as it is. */
export async function declineSandboxPayment(db: Db, sessionId: string, reason: string, now: number) {
  return db.transaction(async (tx) => {
    const session = await lockSession(tx, eq(paymentSessions.id, sessionId), now);
    if (session?.status !== "pending") return session;
    return end(tx, session, { status: "declined", reason }, now);
  });
}

/** Expires an order's session when its time is up (before the order is read). */
export async function expireDueSandboxPayment(db: Db, orderId: string, now: number): Promise<void> {
  const [row] = await db
    .select({ status: paymentSessions.status, expiresAt: paymentSessions.expiresAt })
    .from(paymentSessions)
    .where(eq(paymentSessions.orderId, orderId));
  if (row?.status !== "pending" || row.expiresAt.getTime() > now) return;
  await db.transaction((tx) => lockSession(tx, eq(paymentSessions.orderId, orderId), now));
}

// ---------------------------------------------------------------------------------------------
// The hosted page

/** What the hosted page shows. */
export interface SandboxPage {
  token: string;
  status: PaymentSession["status"];
  merchant: string;
  amount: number;
  currency: string;
  orderId: string;
  mode: SandboxMode;
  modeName: string;
  /** NB/WL/PL: the bank, wallet or provider. */
  choiceName: string;
  /** CARD paid with a saved card: its masked number and brand. */
  savedCard?: { number: string; brand: string };
  /** UPI: where the collect request went ("" before initialisePayment). */
  vpa: string;
  /** CARD: whether a new card may be saved (a signed-in payer only). */
  canSaveCard: boolean;
  failureReason: string;
  /** Decided: where the shopper returns. */
  returnUrl: string;
  /** Field errors and the values to show again (never the CVV). */
  errors: Record<string, string>;
  values: Record<string, string>;
}

async function pageOf(tx: Tx, session: PaymentSession, origin: string): Promise<SandboxPage> {
  const mode = session.mode as SandboxMode;
  let savedCard: SandboxPage["savedCard"];
  if (mode === "CARD" && session.identifier && session.userId) {
    const [card] = await tx
      .select()
      .from(savedCards)
      .where(and(eq(savedCards.id, session.identifier), eq(savedCards.userId, session.userId)));
    if (card) savedCard = { number: maskCardNumber(card.cardNumber), brand: card.cardBrand };
  }
  const choices = mode === "CARD" ? [] : SANDBOX_CHOICES[mode];
  return {
    token: session.id,
    status: session.status,
    merchant: SANDBOX_MERCHANT,
    amount: session.amount,
    currency: session.currency,
    orderId: session.merchantOrderId,
    mode,
    modeName: SANDBOX_MODES.find((m) => m.name === mode)?.display_name ?? mode,
    choiceName: choices.find((c) => c.code === session.identifier)?.name ?? session.identifier,
    savedCard,
    vpa: session.vpa,
    canSaveCard: Boolean(session.userId),
    failureReason: session.failureReason,
    returnUrl: session.status === "pending" ? "" : resultUrl(session, origin),
    errors: {},
    values: {},
  };
}

/** GET the hosted page: the session (expired first when its time is up); 404 for an unknown token. */
export async function sandboxPage(db: Db, token: string, origin: string, now: number): Promise<SandboxPage> {
  return db.transaction(async (tx) => {
    const session = await lockSession(tx, eq(paymentSessions.id, token), now);
    if (!session) throw notFound(SANDBOX_MESSAGES.notFound);
    return pageOf(tx, session, origin);
  });
}

/** What a decision on the hosted page leads to: a redirect, or the form again with its errors. */
type SandboxDecision = { redirect: string } | { page: SandboxPage };

const firstErrors = (issues: { path: (string | number)[]; message: string }[]) => {
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[String(issue.path[0])] ??= issue.message;
  return errors;
};

/** The card part of an approval: the card to save, a decline by the bank, or field errors. */
async function checkCard(
  tx: Tx,
  session: PaymentSession,
  form: Record<string, string>,
  now: number,
): Promise<{ errors: Record<string, string> } | Ending> {
  if (session.identifier) {
    const parsed = savedCardForm.safeParse(form);
    if (!parsed.success) return { errors: firstErrors(parsed.error.issues) };
    const [card] = await tx.select().from(savedCards).where(eq(savedCards.id, session.identifier));
    if (card && isExpired(card.expMonth, card.expYear, now)) return { errors: { cvv: CARD_MESSAGES.expired } };
    return { status: "approved" };
  }
  const parsed = cardForm(now).safeParse(form);
  if (!parsed.success) return { errors: firstErrors(parsed.error.issues) };
  const card: CardInput = parsed.data;
  if (card.card_number === DECLINED_TEST_CARD) return { status: "declined", reason: CARD_MESSAGES.declined };
  if (!card.save_card || !session.userId) return { status: "approved" };
  return {
    status: "approved",
    card: {
      name: card.card_name,
      brand: cardBrand(card.card_number),
      last4: card.card_number.slice(-4),
      expMonth: card.exp_month,
      expYear: card.exp_year,
    },
  };
}

/**
 * POST the hosted page: `decision` approve or decline. A decided (or expired) session answers its
 * redirect again; an approval with a bad card form answers the form with its errors, the values
 * kept except the CVV, and changes nothing.
 */
export async function decideSandboxPayment(
  db: Db,
  token: string,
  form: Record<string, string>,
  origin: string,
  now: number,
): Promise<SandboxDecision> {
  return db.transaction(async (tx) => {
    const session = await lockSession(tx, eq(paymentSessions.id, token), now);
    if (!session) throw notFound(SANDBOX_MESSAGES.notFound);
    if (session.status !== "pending") return { redirect: resultUrl(session, origin) };
    let ending: Ending | { errors: Record<string, string> };
    if (form.decision !== "approve") ending = { status: "declined", reason: SANDBOX_MESSAGES.declined };
    else if (session.mode === "CARD") ending = await checkCard(tx, session, form, now);
    else if (session.mode === "UPI" && !session.vpa) ending = { errors: { decision: SANDBOX_MESSAGES.noCollect } };
    else ending = { status: "approved" };
    if ("errors" in ending) {
      const { cvv: _cvv, decision: _decision, ...values } = form;
      return { page: { ...(await pageOf(tx, session, origin)), errors: ending.errors, values } };
    }
    return { redirect: resultUrl(await end(tx, session, ending, now), origin) };
  });
}

// ---------------------------------------------------------------------------------------------
// UPI and status polling (payment/v1.0)

/** Who may act on a session: the signed-in shopper of an order's payment, or any holder of a payment link's order id. */
type Owner = ShopperOwner | { applicationId: string; paymentLink: true };
/** The signed-in shopper whose order's payment it is. */
export type { ShopperOwner };

const owns = (session: PaymentSession, owner: Owner) =>
  session.applicationId === owner.applicationId &&
  ("userId" in owner ? !session.paymentLinkId && session.userId === owner.userId : Boolean(session.paymentLinkId));

/** POST validate-vpa: whether a UPI id has the handle@provider form. */
export function validateVpa(vpa: string): ValidateVPADetails {
  const valid = VPA_PATTERN.test(vpa);
  return {
    success: true,
    data: {
      upi_vpa: vpa,
      is_valid: valid,
      customer_name: valid ? "Sandbox Shopper" : "",
      status: valid ? "VALID" : "INVALID",
    },
  };
}

/** The owner's session of an order, locked and expired when due; 404 for anyone else. */
async function ownSession(tx: Tx, owner: Owner, orderId: string, now: number): Promise<PaymentSession> {
  const session = await lockSession(tx, eq(paymentSessions.merchantOrderId, orderId), now);
  if (!session || !owns(session, owner)) throw notFound(SANDBOX_MESSAGES.notFound);
  return session;
}

/**
 * Ends the owner's pending session of an order with what `decide` says (null: leave it pending),
 * in one transaction with the session locked (verifyAndChargePayment). 404 for anyone else's order,
 * 400 once it is no longer pending.
 */
export async function settleSandboxPayment(
  db: Db,
  owner: Owner,
  orderId: string,
  decide: (tx: Tx, session: PaymentSession) => Promise<SandboxEnding | null>,
  now: number,
): Promise<PaymentSession> {
  return db.transaction(async (tx) => {
    const session = await ownSession(tx, owner, orderId, now);
    if (session.status !== "pending") throw new ApiError(400, SANDBOX_MESSAGES.notPending);
    const ending = await decide(tx, session);
    return ending ? end(tx, session, ending, now) : session;
  });
}

/** The owner's session of an order as it is now (expired first when due); 404 for anyone else. */
export const ownSandboxSession = (db: Db, owner: Owner, orderId: string, now: number) =>
  db.transaction((tx) => ownSession(tx, owner, orderId, now));

const secondsLeft = (session: PaymentSession, now: number) =>
  Math.max(0, Math.ceil((session.expiresAt.getTime() - now) / 1000));

/** POST payment/request: sends the collect request of a pending UPI payment to `vpa`. */
export async function initialiseUpiPayment(
  db: Db,
  owner: Owner,
  request: { merchantOrderId: string; method: string; vpa: string },
  origin: string,
  now: number,
): Promise<PaymentInitializationDetails> {
  return db.transaction(async (tx) => {
    const session = await ownSession(tx, owner, request.merchantOrderId, now);
    if (session.status !== "pending") throw new ApiError(400, SANDBOX_MESSAGES.notPending);
    if (session.mode !== "UPI" || request.method.toUpperCase() !== "UPI" || !VPA_PATTERN.test(request.vpa))
      throw new ApiError(400, SANDBOX_MESSAGES.upiFailed);
    await tx.update(paymentSessions).set({ vpa: request.vpa }).where(eq(paymentSessions.id, session.id));
    return {
      success: true,
      status: "pending",
      method: "UPI",
      aggregator: SANDBOX_AGGREGATOR,
      merchant_order_id: session.merchantOrderId,
      aggregator_order_id: session.id,
      polling_url: `${origin}${hostedPagePath(session.id)}`,
      upi_poll_url: `${origin}/service/application/payment/v1.0/payment/confirm/polling`,
      timeout: secondsLeft(session, now),
      amount: session.amount,
      vpa: request.vpa,
      currency: session.currency,
    };
  });
}

const POLL_STATUS = { pending: "pending", approved: "complete", declined: "failed", expired: "failed" } as const;

/** POST payment/confirm/polling: the payment's state, and once decided where the shopper goes. */
export async function sandboxPaymentStatus(
  db: Db,
  owner: Owner,
  orderId: string,
  origin: string,
  now: number,
): Promise<PaymentStatusUpdateDetails> {
  return db.transaction(async (tx) => {
    const session = await ownSession(tx, owner, orderId, now);
    const status = POLL_STATUS[session.status as keyof typeof POLL_STATUS] ?? "pending";
    return {
      status,
      success: true,
      retry: status === "pending",
      aggregator_name: SANDBOX_AGGREGATOR,
      ...(status === "pending" ? {} : { redirect_url: resultUrl(session, origin) }),
    };
  });
}
