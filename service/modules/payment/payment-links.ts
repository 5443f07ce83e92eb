/**
 * Payment links (decision 0022): a shopper (createPaymentLink) or the store operator (admin API)
 * asks someone to pay an amount; the link goes out by e-mail and SMS through the outbox with the
 * storefront's `/payment/link/{id}`, where the payer chooses a mode and pays on the Sandbox
 * aggregator's hosted page (a payment session of the link, sandbox.ts). Anyone holding the link's
 * id (unguessable) may read, poll and pay it within its application; only its creator (or the
 * operator) may resend or cancel it.
 */
import { randomBytes } from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import type {
  CancelPaymentLinkDetails,
  CreateOrderUserDetails,
  CreatePaymentLinkDetails,
  GetPaymentLinkDetails,
  PaymentModeRouteDetails,
  PollingPaymentLinkDetails,
  ResendOrCancelPaymentDetails,
  ResendPaymentLinkDetails,
} from "../../contract/types";
import type { Db, Tx } from "../../db/client";
import { newToken } from "../../db/ids";
import { applications, paymentLinks, paymentSessions } from "../../db/schema";
import { formatAmount } from "../../http/html-page";
import { ApiError, notFound } from "../../http/errors";
import { enqueueMessage } from "../../mail/outbox";
import { storeName } from "../order/notifications";
import { smsRecipient } from "../user/accounts";
import { storefrontUrl } from "../user/messages";
import { paymentLinkModeRoutes } from "./options";
import {
  DEFAULT_LINK_TTL_MINUTES,
  LINK_MESSAGES,
  LINK_ORDER_PREFIX,
  linkMessage,
  linkStatus,
  MAX_LINK_RESENDS,
  notPayableReason,
  paymentLinkPath,
  pollingTimeout,
  returnUrlOrNull,
} from "./payment-link-rules";
import {
  DEFAULT_SANDBOX_TIMEOUT_SECONDS,
  declineSandboxPayment,
  openSandboxSession,
  sandboxCheckoutData,
} from "./sandbox";
import { isSandboxMode, SANDBOX_AGGREGATOR, SANDBOX_CHOICES, type SandboxMode } from "./sandbox-catalogue";

type LinkRow = typeof paymentLinks.$inferSelect;

/** Who asks: the application, and the signed-in shopper (null for the operator or a signed-out payer). */
interface LinkCaller {
  applicationId: string;
  userId: string | null;
}

interface NewPaymentLink {
  amount: number;
  currency?: string;
  email: string;
  mobileNumber: string;
  externalOrderId: string;
  description: string;
  meta?: Record<string, unknown>;
  successRedirectionUrl?: string;
  failureRedirectionUrl?: string;
  /** Minutes until it expires (DEFAULT_LINK_TTL_MINUTES). */
  expiresInMinutes?: number;
}

const newMerchantOrderId = () => `${LINK_ORDER_PREFIX}${randomBytes(9).toString("hex").toUpperCase()}`;

/** The storefront address of a link's page. */
const paymentLinkUrl = (id: string) => `${storefrontUrl()}${paymentLinkPath(id)}`;

/** "+91 9876543210" from what was typed ("9876543210", "+91 98765 43210", "919876543210"). */
function smsTarget(mobile: string): string | null {
  const digits = mobile.replace(/\D/g, "");
  if (digits.length < 10) return null;
  const number = digits.slice(-10);
  return smsRecipient(digits.length > 10 ? digits.slice(0, -10) : 91, number);
}

/** Queues the e-mail and SMS that send a link (in the caller's transaction). */
async function sendLink(tx: Tx, link: LinkRow): Promise<void> {
  const store = await storeName(tx, link.applicationId);
  const message = linkMessage(
    store,
    { ...link, amount: formatAmount(link.amount, link.currency) },
    paymentLinkUrl(link.id),
    link.expiresAt,
  );
  if (link.email)
    await enqueueMessage(tx, {
      applicationId: link.applicationId,
      channel: "email",
      recipient: link.email,
      kind: "payment-link",
      subject: message.subject,
      text: message.text,
    });
  const phone = smsTarget(link.mobileNumber);
  if (phone)
    await enqueueMessage(tx, {
      applicationId: link.applicationId,
      channel: "sms",
      recipient: phone,
      kind: "payment-link",
      text: message.sms,
    });
}

/** Creates a link and sends it (createPaymentLink, and the operator's `paylink create`). */
export async function createPaymentLink(
  db: Db,
  caller: LinkCaller,
  input: NewPaymentLink,
  now: number,
): Promise<CreatePaymentLinkDetails> {
  if (!input.email && !smsTarget(input.mobileNumber)) throw new ApiError(400, LINK_MESSAGES.noContact);
  return db.transaction(async (tx) => {
    const [link] = await tx
      .insert(paymentLinks)
      .values({
        id: newToken(),
        applicationId: caller.applicationId,
        createdBy: caller.userId,
        amount: input.amount,
        currency: input.currency ?? "INR",
        email: input.email.toLowerCase(),
        mobileNumber: input.mobileNumber,
        externalOrderId: input.externalOrderId || `REF${randomBytes(6).toString("hex").toUpperCase()}`,
        description: input.description,
        meta: input.meta ?? {},
        successRedirectionUrl: input.successRedirectionUrl ?? "",
        failureRedirectionUrl: input.failureRedirectionUrl ?? "",
        createdAt: new Date(now),
        expiresAt: new Date(now + (input.expiresInMinutes ?? DEFAULT_LINK_TTL_MINUTES) * 60_000),
      })
      .returning();
    await sendLink(tx, link);
    return {
      status_code: 200,
      success: true,
      message: LINK_MESSAGES.created,
      payment_link_id: link.id,
      payment_link_url: paymentLinkUrl(link.id),
      polling_timeout: pollingTimeout(link, now),
    };
  });
}

// ---------------------------------------------------------------------------------------------
// The store operator (admin API): links of any application, the store's first one by default.

/** The application the operator means: the given id, else the store's first application. */
export async function operatorApplication(db: Db, applicationId: string | undefined): Promise<string> {
  const [app] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(applicationId ? eq(applications.id, applicationId) : undefined)
    .orderBy(asc(applications.createdAt))
    .limit(1);
  if (!app) throw notFound("Application not found");
  return app.id;
}

/** The operator acting on a link: its application, with the operator's rights. */
export async function operatorOfLink(db: Db, id: string) {
  const [link] = await db
    .select({ applicationId: paymentLinks.applicationId })
    .from(paymentLinks)
    .where(eq(paymentLinks.id, id));
  if (!link) throw notFound(LINK_MESSAGES.notFound);
  return { applicationId: link.applicationId, userId: null, operator: true };
}

/** A link of the caller's application (locked with `forUpdate`); 404 for an unknown id or another application's. */
async function findLink(tx: Tx, applicationId: string, id: string, forUpdate = false): Promise<LinkRow> {
  const query = tx
    .select()
    .from(paymentLinks)
    .where(and(eq(paymentLinks.id, id), eq(paymentLinks.applicationId, applicationId)));
  const [link] = forUpdate ? await query.for("update") : await query;
  if (!link) throw notFound(LINK_MESSAGES.notFound);
  return link;
}

/** GET create-payment-link/: the link as its page shows it. */
export async function getPaymentLink(
  db: Db,
  applicationId: string,
  id: string,
  now: number,
): Promise<GetPaymentLinkDetails> {
  const link = await findLink(db, applicationId, id);
  return {
    status_code: 200,
    success: true,
    message: LINK_MESSAGES.found,
    payment_link_current_status: linkStatus(link, now),
    payment_link_url: paymentLinkUrl(link.id),
    external_order_id: link.externalOrderId,
    merchant_name: await storeName(db, applicationId),
    amount: link.amount,
    polling_timeout: pollingTimeout(link, now),
    description: link.description,
    currency: link.currency,
    expires_at: link.expiresAt.toISOString(),
  };
}

/** Where the shopper goes once a link is decided: the link's redirection URL, else its page. */
function decidedRedirect(link: LinkRow, status: string): string {
  if (status === "paid") return link.successRedirectionUrl || paymentLinkUrl(link.id);
  return link.failureRedirectionUrl || paymentLinkUrl(link.id);
}

/** GET polling-payment-link/: the link's status; once decided, the paying order and where to go. */
export async function pollPaymentLink(
  db: Db,
  applicationId: string,
  id: string,
  now: number,
): Promise<PollingPaymentLinkDetails> {
  const link = await findLink(db, applicationId, id);
  const status = linkStatus(link, now);
  return {
    status,
    status_code: 200,
    http_status: 200,
    success: true,
    message: status === "active" ? "Payment link is waiting for its payment" : `Payment link is ${status}`,
    payment_link_id: link.id,
    amount: link.amount,
    aggregator_name: SANDBOX_AGGREGATOR,
    ...(status === "active" ? {} : { redirect_url: decidedRedirect(link, status) }),
    ...(link.paidOrderId ? { order_id: link.paidOrderId } : {}),
  };
}

/** A link the caller may manage: its creator's, or any of the application's for the operator (`userId` null, `operator`). */
async function ownLink(tx: Tx, caller: LinkCaller & { operator?: boolean }, id: string): Promise<LinkRow> {
  const link = await findLink(tx, caller.applicationId, id, true);
  if (!caller.operator && (!caller.userId || link.createdBy !== caller.userId)) throw notFound(LINK_MESSAGES.notFound);
  return link;
}

/** POST resend-payment-link/: sends an active link again (at most MAX_LINK_RESENDS times). */
export async function resendPaymentLink(
  db: Db,
  caller: LinkCaller & { operator?: boolean },
  id: string,
  now: number,
): Promise<ResendPaymentLinkDetails> {
  return db.transaction(async (tx) => {
    const link = await ownLink(tx, caller, id);
    return resendLocked(tx, link, now);
  });
}

async function resendLocked(tx: Tx, link: LinkRow, now: number): Promise<ResendPaymentLinkDetails> {
  const refusal = notPayableReason(link, now);
  if (refusal) throw new ApiError(400, refusal);
  if (link.resendCount >= MAX_LINK_RESENDS) throw new ApiError(400, LINK_MESSAGES.tooManyResends);
  await tx
    .update(paymentLinks)
    .set({ resendCount: link.resendCount + 1 })
    .where(eq(paymentLinks.id, link.id));
  await sendLink(tx, link);
  return { status_code: 200, success: true, message: LINK_MESSAGES.resent, polling_timeout: pollingTimeout(link, now) };
}

/** POST cancel-payment-link/: an active link can no longer be paid (a pending attempt's approval is then refused). */
export async function cancelPaymentLink(
  db: Db,
  caller: LinkCaller & { operator?: boolean },
  id: string,
  now: number,
): Promise<CancelPaymentLinkDetails> {
  return db.transaction(async (tx) => {
    const link = await ownLink(tx, caller, id);
    const refusal = notPayableReason(link, now);
    if (refusal) throw new ApiError(400, refusal);
    await tx
      .update(paymentLinks)
      .set({ status: "cancelled", decidedAt: new Date(now) })
      .where(eq(paymentLinks.id, link.id));
    return { status_code: 200, success: true, message: LINK_MESSAGES.cancelled };
  });
}

/** GET payment/options/link/: the Sandbox's modes for an active link (no cash on delivery, no saved cards). */
export async function paymentLinkModes(
  db: Db,
  applicationId: string,
  id: string,
  now: number,
): Promise<PaymentModeRouteDetails> {
  const link = await findLink(db, applicationId, id);
  const refusal = notPayableReason(link, now);
  if (refusal) throw new ApiError(400, refusal);
  return paymentLinkModeRoutes();
}

interface LinkPaymentChoice {
  mode: string;
  identifier: string;
  aggregator: string;
  /** Where the hosted page returns (absolute http(s) URL), else the link's page. */
  callbackUrl?: string;
}

/** The mode and identifier a link may be paid with: a new card, "UPI", or a known bank, wallet or provider. */
function linkMode(choice: LinkPaymentChoice): { mode: SandboxMode; identifier: string } {
  const { mode, aggregator } = choice;
  const unavailable = () => new ApiError(400, LINK_MESSAGES.modeUnavailable(mode));
  if (!isSandboxMode(mode) || aggregator !== SANDBOX_AGGREGATOR) throw unavailable();
  if (mode === "CARD") {
    if (choice.identifier && choice.identifier !== "CARD") throw unavailable();
    return { mode, identifier: "" };
  }
  const identifier = choice.identifier || SANDBOX_CHOICES[mode][0].code;
  if (!SANDBOX_CHOICES[mode].some((c) => c.code === identifier)) throw unavailable();
  return { mode, identifier };
}

/** POST create-order/link/: opens a Sandbox payment of the link's amount; answers where to pay it. */
export async function createLinkPayment(
  db: Db,
  caller: LinkCaller,
  id: string,
  choice: LinkPaymentChoice,
  origin: string,
  now: number,
): Promise<CreateOrderUserDetails> {
  const { mode, identifier } = linkMode(choice);
  return db.transaction(async (tx) => {
    const link = await findLink(tx, caller.applicationId, id, true);
    const refusal = notPayableReason(link, now);
    if (refusal) throw new ApiError(400, refusal);
    const callbackUrl = returnUrlOrNull(choice.callbackUrl) ?? paymentLinkUrl(link.id);
    const session = await openSandboxSession(
      tx,
      {
        orderId: null,
        paymentLinkId: link.id,
        merchantOrderId: newMerchantOrderId(),
        applicationId: link.applicationId,
        userId: caller.userId,
        cartId: "",
        mode,
        identifier,
        amount: link.amount,
        currency: link.currency,
        callbackUrl,
      },
      // A payment attempt lasts the Sandbox's timeout, and never beyond the link.
      { now, timeoutSeconds: Math.min(DEFAULT_SANDBOX_TIMEOUT_SECONDS, pollingTimeout(link, now)) },
    );
    const { url, data } = sandboxCheckoutData(session, origin);
    return {
      status_code: 200,
      success: true,
      message: "Payment started",
      order_id: session.merchantOrderId,
      callback_url: callbackUrl,
      payment_confirm_url: url,
      data: {
        method: session.mode,
        aggregator: SANDBOX_AGGREGATOR,
        merchant_order_id: session.merchantOrderId,
        order_id: session.merchantOrderId,
        currency: session.currency,
        callback_url: callbackUrl,
        amount: session.amount,
        email: link.email,
        contact: link.mobileNumber,
        payment: data.payment,
      },
    };
  });
}

/** A payment attempt of one of the application's links, by its merchant order id; 404 otherwise. */
async function linkAttempt(db: Db, applicationId: string, orderId: string) {
  const [row] = await db
    .select({ session: paymentSessions, link: paymentLinks })
    .from(paymentSessions)
    .innerJoin(paymentLinks, eq(paymentLinks.id, paymentSessions.paymentLinkId))
    .where(and(eq(paymentSessions.merchantOrderId, orderId), eq(paymentSessions.applicationId, applicationId)));
  if (!row) throw notFound(LINK_MESSAGES.paymentNotFound);
  return row;
}

/**
 * POST payment/resend_or_cancel: for a link's payment attempt (`order_id`), `cancel` ends it declined
 * (the link stays payable), `resend` sends the link again. A paid attempt says so and changes nothing.
 */
export async function resendOrCancelLinkPayment(
  db: Db,
  applicationId: string,
  input: { orderId: string; requestType: "resend" | "cancel" },
  now: number,
): Promise<ResendOrCancelPaymentDetails> {
  const { session } = await linkAttempt(db, applicationId, input.orderId);
  if (session.status === "approved")
    return { success: true, data: { status: "paid", message: LINK_MESSAGES.notPayable.paid, is_payment_done: true } };
  if (input.requestType === "cancel") {
    const ended = await declineSandboxPayment(db, session.id, LINK_MESSAGES.attemptCancelled, now);
    const done = ended?.status === "approved";
    return {
      success: true,
      data: done
        ? { status: "paid", message: LINK_MESSAGES.notPayable.paid, is_payment_done: true }
        : { status: "cancelled", message: LINK_MESSAGES.attemptCancelled, is_payment_done: false },
    };
  }
  return db.transaction(async (tx) => {
    const link = await findLink(tx, applicationId, session.paymentLinkId ?? "", true);
    const resent = await resendLocked(tx, link, now);
    return { success: true, data: { status: "resent", message: resent.message, is_payment_done: false } };
  });
}
