/**
 * Pay-later credit with the Sandbox's providers (decision 0024): a shopper opens an account with a
 * provider (customerOnboard, on an Indian mobile number), and the provider lends up to its limit
 * (pay-later.ts, `PAY_LATER_LIMITS_INR`) less what the shopper owes it: every approved pay-later
 * payment of theirs with that provider (the Sandbox takes no repayments). checkCredit,
 * customerCreditSummary, validateCustomerAndCreditSummary and the two banner calls read that state.
 */
import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type {
  BalanceDetails,
  CheckCreditDetails,
  CustomerCreditSummaryDetails,
  CustomerOnboardingDetails,
  EpaylaterBannerDetails,
  RedirectToAggregatorDetails,
  RupifiBannerDetails,
  ValidateCustomerCreditSchema,
} from "../../contract/types";
import type { Db, Tx } from "../../db/client";
import { ownedBy, type Owner } from "../../db/owner";
import { payLaterAccounts, paymentSessions } from "../../db/schema";
import { ApiError } from "../../http/errors";
import { loadPricing } from "../catalog/money";
import { phoneTarget, primaryActivePhone } from "../user/accounts";
import { ownerOf, type SignedInCaller } from "../user/sessions";
import { needsMobile, PAY_LATER_LIMITS_INR, payLaterProvider } from "./pay-later";
import { SANDBOX_AGGREGATOR, type SandboxChoice } from "./sandbox-catalogue";
import { indianMobile } from "./wallets";

const CREDIT_TEXTS = {
  onboarded: (p: string) => `Your ${p} account is open`,
  alreadyOnboarded: (p: string) => `You already have a ${p} account`,
  notRegistered: (p: string) => `You have no ${p} account yet`,
  eligible: (p: string) => `${p} covers this order`,
  overLimit: (p: string, available: string) => `${p} can lend you up to ${available} now`,
  epaylater: "ePayLater is not offered by this store",
  unknownAggregator: (a: string) => `Unknown aggregator ${a}`,
} as const;

const inr = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR" });

/** A figure in INR as the credit calls answer it. Pure. */
export const balance = (value: number): BalanceDetails => ({
  value,
  currency: "INR",
  formatted_value: inr.format(value),
});

/** Due on the 15th of the month after `now` (UTC), as YYYY-MM-DD. Pure. */
export function dueDate(now: number): string {
  const d = new Date(now);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 15)).toISOString().slice(0, 10);
}

/** What a credit line leaves: the limit less what is owed, never below 0. Pure. */
export const availableCredit = (limit: number, owed: number) => Math.max(0, Math.round((limit - owed) * 100) / 100);

async function accountOf(db: Db | Tx, owner: Owner, provider: SandboxChoice) {
  const [row] = await db
    .select()
    .from(payLaterAccounts)
    .where(and(ownedBy(payLaterAccounts, owner), eq(payLaterAccounts.provider, provider.code)));
  return row;
}

/**
 * The shopper's approved payments (their sessions); with `provider`, only those paid later with it:
 * what the shopper owes the provider, and the orders paid with it (aggregator.ts, paidOrders).
 */
export const approvedPayments = (owner: Owner, provider?: SandboxChoice | null) =>
  and(
    ownedBy(paymentSessions, owner),
    eq(paymentSessions.status, "approved"),
    ...(provider ? [eq(paymentSessions.mode, "PL"), eq(paymentSessions.identifier, provider.code)] : []),
  );

/** What the shopper owes a provider, in INR: their approved pay-later payments with it. */
async function owedTo(db: Db | Tx, owner: Owner, provider: SandboxChoice): Promise<number> {
  const rows = await db
    .select({ amount: paymentSessions.amount, currency: paymentSessions.currency })
    .from(paymentSessions)
    .where(approvedPayments(owner, provider));
  if (!rows.length) return 0;
  const pricing = await loadPricing(db, "INR");
  const total = rows.reduce((sum, r) => sum + r.amount / (pricing.rates.get(r.currency) ?? 1), 0);
  return Math.round(total * 100) / 100;
}

/** A provider's standing with the shopper: account, limit, owed and available (INR). */
export async function creditLine(db: Db | Tx, owner: Owner, provider: SandboxChoice) {
  const [account, owed] = await Promise.all([accountOf(db, owner, provider), owedTo(db, owner, provider)]);
  const limit = PAY_LATER_LIMITS_INR[provider.code] ?? 0;
  return { account, limit, owed, available: availableCredit(limit, owed) };
}

/** The provider's sign-up: the onboarding call (the Sandbox has no page of its own for it). */
const signupUrl = (origin: string) => `${origin}/service/application/payment/v1.0/credit-onboard/`;

/** GET check-credits (checkCredit): whether the shopper has an account with the provider. */
export async function checkCredit(
  db: Db,
  caller: SignedInCaller,
  aggregator: string,
  origin: string,
): Promise<CheckCreditDetails> {
  const provider = payLaterProvider(aggregator);
  const account = await accountOf(db, ownerOf(caller), provider);
  return {
    success: true,
    data: { status: Boolean(account), is_registered: Boolean(account), signup_url: account ? "" : signupUrl(origin) },
  };
}

/** GET payment/credit-summary (customerCreditSummary). */
export async function creditSummary(
  db: Db,
  caller: SignedInCaller,
  aggregator: string,
  now: number,
): Promise<CustomerCreditSummaryDetails> {
  const provider = payLaterProvider(aggregator);
  const { account, limit, owed, available } = await creditLine(db, ownerOf(caller), provider);
  const registered = Boolean(account);
  return {
    success: true,
    data: {
      status: registered ? "ACTIVE" : "UNREGISTERED",
      status_message: registered ? "" : CREDIT_TEXTS.notRegistered(provider.name),
      buyer_status: registered ? "ACTIVE" : "UNREGISTERED",
      credit_line_id: account ? `${provider.code}-${account.id}` : "",
      merchant_customer_ref_id: caller.user.id,
      is_eligible_for_txn: registered && available > 0,
      limit: balance(registered ? limit : 0),
      amount_available: balance(registered ? available : 0),
      balance: balance(registered ? available : 0),
      due_amount: balance(owed),
      total_due_amount: balance(owed),
      due_date: owed > 0 ? dueDate(now) : "",
      repayment_url: "",
      soa_url: "",
      activation_url: "",
    },
  };
}

/** The shopper's primary active phone (digits), or "". */
async function shopperPhone(db: Db, userId: string): Promise<string> {
  const phone = await primaryActivePhone(db, userId);
  return phone && phone.countryCode === 91 ? phone.phone : "";
}

/**
 * POST credit-onboard (customerOnboard): opens the shopper's account with the provider on the
 * mobile number of `personal_info.phone`, else their own primary one; an Indian mobile is needed.
 */
export async function onboardCustomer(
  db: Db,
  caller: SignedInCaller,
  body: { aggregator: string; source: string; personal_info?: { phone?: string } },
  now: number,
): Promise<CustomerOnboardingDetails> {
  const provider = payLaterProvider(body.aggregator);
  const owner = ownerOf(caller);
  const mobile = indianMobile(body.personal_info?.phone || (await shopperPhone(db, owner.userId)));
  if (!mobile) throw new ApiError(400, needsMobile(provider), { phone: [needsMobile(provider)] });
  const inserted = await db
    .insert(payLaterAccounts)
    .values({
      id: randomBytes(8).toString("hex"),
      ...owner,
      provider: provider.code,
      mobile: phoneTarget(91, mobile),
      source: body.source,
      createdAt: new Date(now),
    })
    .onConflictDoNothing()
    .returning({ id: payLaterAccounts.id });
  const { available } = await creditLine(db, owner, provider);
  return {
    success: true,
    data: {
      status: true,
      status_remark: inserted.length
        ? CREDIT_TEXTS.onboarded(provider.name)
        : CREDIT_TEXTS.alreadyOnboarded(provider.name),
      is_eligible_for_txn: available > 0,
      merchant_customer_ref_id: caller.user.id,
      redirect_url: "",
      activation_url: "",
    },
  };
}

/**
 * POST payment/validate/customer-credits-v2 (validateCustomerAndCreditSummary): whether the provider
 * covers `transaction_amount` (INR) for the shopper now, with their account's balances.
 */
export async function validateCustomerCredit(
  db: Db,
  caller: SignedInCaller,
  body: { aggregator: string; transaction_amount: number; cart_id?: string },
): Promise<ValidateCustomerCreditSchema> {
  const provider = payLaterProvider(body.aggregator);
  const { account, available } = await creditLine(db, ownerOf(caller), provider);
  const eligible = Boolean(account) && body.transaction_amount <= available;
  const message = !account
    ? CREDIT_TEXTS.notRegistered(provider.name)
    : eligible
      ? CREDIT_TEXTS.eligible(provider.name)
      : CREDIT_TEXTS.overLimit(provider.name, balance(available).formatted_value);
  return {
    success: true,
    is_eligible: eligible,
    is_applied: false,
    message,
    ...(body.cart_id ? { cart_id: body.cart_id } : {}),
    ...(account
      ? {
          account: {
            account_id: `${provider.code}-${account.id}`,
            status: "ACTIVE",
            redeemable_balance: { value: available, currency: "INR" },
            available_balance: { value: available, currency: "INR" },
            amount_on_hold: [],
          },
        }
      : {}),
  };
}

/** GET epaylater/banner: ePayLater is not one of the Sandbox's providers, so no banner. */
export const epaylaterBanner = (): EpaylaterBannerDetails => ({
  success: true,
  data: { display: false, status: "NOT_OFFERED", message: CREDIT_TEXTS.epaylater },
});

/** GET rupifi/banner: Rupifi is not one of the Sandbox's providers: no KYC to complete. */
export const rupifiBanner = (): RupifiBannerDetails => ({
  success: true,
  data: { status: "NOT_OFFERED", kyc_url: "" },
});

/**
 * GET payment/redirect-to-aggregator (redirectToAggregator): where the shopper signs up with a
 * pay-later provider (`status` false once they have an account); for the Sandbox itself, its API.
 */
export async function redirectToAggregator(
  db: Db,
  caller: SignedInCaller,
  aggregator: string,
  origin: string,
): Promise<RedirectToAggregatorDetails> {
  if (aggregator.trim().toLowerCase() === SANDBOX_AGGREGATOR.toLowerCase())
    return { success: true, data: { status: true, signup_url: `${origin}/service/sandbox` } };
  const credit = await checkCredit(db, caller, aggregator, origin);
  return { success: true, data: { status: !credit.data.is_registered, signup_url: credit.data.signup_url } };
}
