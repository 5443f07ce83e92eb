/**
 * Wallet linking with the Sandbox aggregator (decision 0024; spec part 2 §4 "Wallet linking runs in
 * two steps (initiate, then verify)"): walletLinkInitiate sends a one-time code (decision 0005's
 * codes, purpose `wallet_link`) by SMS to the wallet's mobile number and answers its `link_token`;
 * linkWallet checks the code and links the wallet to the shopper; delinkWallet unlinks it. The
 * payment options mark each wallet linked or not (`meta`), and the checkout pays only from a linked
 * wallet (`requireLinkedWallet`).
 */
import { and, eq, isNotNull } from "drizzle-orm";
import type { WalletResponseSchema } from "../../contract/types";
import type { Db, Tx } from "../../db/client";
import { newId } from "../../db/ids";
import { ownedBy, type Owner } from "../../db/owner";
import { linkedWallets } from "../../db/schema";
import { ApiError, notFound } from "../../http/errors";
import { phoneTarget, smsRecipient } from "../user/accounts";
import { checkCode, consumeCode, invalidCodeError, issueCode, limitSends } from "../user/codes";
import { ownerOf, type SignedInCaller } from "../user/sessions";
import { SANDBOX_AGGREGATOR, SANDBOX_CHOICES, type SandboxChoice } from "./sandbox-catalogue";

const WALLET_TEXTS = {
  unknownAggregator: (name: string) => `${name} does not link wallets; use ${SANDBOX_AGGREGATOR}`,
  unknownWallet: (code: string) => `Unknown wallet ${code}`,
  mobile: "Enter a 10-digit Indian mobile number",
  otpSent: "OTP sent",
  linked: (wallet: string) => `${wallet} wallet linked`,
  delinked: (wallet: string) => `${wallet} wallet unlinked`,
  linkNotFound: "Wallet link not found. Start again.",
  notLinked: (wallet: string) => `Your ${wallet} wallet is not linked`,
  linkFirst: (wallet: string) => `Link your ${wallet} wallet before paying with it`,
} as const;

/** An Indian mobile number, optionally with +91 / 91 / 0 before it. */
const MOBILE = /^(?:\+?91|0)?([6-9]\d{9})$/;

/** The 10 digits of an Indian mobile number, or null. Pure. */
export function indianMobile(input: string): string | null {
  return MOBILE.exec(input.replace(/[\s-]/g, ""))?.[1] ?? null;
}

/** "98xxxxxx10": a number as answers show it. Pure. */
export const maskMobile = (digits: string) =>
  digits.length < 4 ? digits : `${digits.slice(0, 2)}${"x".repeat(digits.length - 4)}${digits.slice(-2)}`;

const digitsOf = (target: string) => target.split("-", 2)[1] ?? "";

/** The Sandbox's wallet for a code (case-insensitive), after checking the aggregator is the Sandbox. */
export function sandboxWallet(aggregator: string, code: string): SandboxChoice {
  if (aggregator.trim().toLowerCase() !== SANDBOX_AGGREGATOR.toLowerCase())
    throw new ApiError(400, WALLET_TEXTS.unknownAggregator(aggregator), {
      aggregator: [WALLET_TEXTS.unknownAggregator(aggregator)],
    });
  const wallet = SANDBOX_CHOICES.WL.find((w) => w.code === code.trim().toUpperCase());
  if (!wallet)
    throw new ApiError(400, WALLET_TEXTS.unknownWallet(code), { wallet_code: [WALLET_TEXTS.unknownWallet(code)] });
  return wallet;
}

const ownerWhere = (caller: SignedInCaller) => ownedBy(linkedWallets, ownerOf(caller));

/** POST payment/options/wallet/link (walletLinkInitiate): sends the code and answers its link_token. */
export async function startWalletLink(
  db: Db,
  caller: SignedInCaller,
  body: { aggregator: string; mobile: string; wallet_code: string },
  now: number,
): Promise<WalletResponseSchema> {
  const wallet = sandboxWallet(body.aggregator, body.wallet_code);
  const mobile = indianMobile(body.mobile);
  if (!mobile) throw new ApiError(400, WALLET_TEXTS.mobile, { mobile: [WALLET_TEXTS.mobile] });
  const target = phoneTarget(91, mobile);
  await limitSends(db, { applicationId: caller.app.id, target, ip: caller.client.ip }, now);
  const issued = await db.transaction(async (tx) => {
    const code = await issueCode(
      tx,
      {
        applicationId: caller.app.id,
        store: caller.app.name,
        purpose: "wallet_link",
        channel: "sms",
        target,
        recipient: smsRecipient(91, mobile),
        userId: caller.user.id,
      },
      now,
    );
    await tx
      .insert(linkedWallets)
      .values({
        id: newId(),
        applicationId: caller.app.id,
        userId: caller.user.id,
        walletCode: wallet.code,
        pendingMobile: target,
        linkToken: code.id,
        createdAt: new Date(now),
        updatedAt: new Date(now),
      })
      .onConflictDoUpdate({
        target: [linkedWallets.userId, linkedWallets.walletCode],
        set: { pendingMobile: target, linkToken: code.id, updatedAt: new Date(now) },
      });
    return code;
  });
  const [row] = await db
    .select({ linkedAt: linkedWallets.linkedAt })
    .from(linkedWallets)
    .where(and(ownerWhere(caller), eq(linkedWallets.walletCode, wallet.code)));
  return {
    success: true,
    data: {
      wallet_code: wallet.code,
      link_token: issued.id,
      mobile: maskMobile(mobile),
      is_linked: Boolean(row?.linkedAt),
      message: WALLET_TEXTS.otpSent,
    },
  };
}

/**
 * POST payment/options/wallet/verify (linkWallet): the code of the shopper's own link in progress
 * links the wallet to the number it was sent to. A link_token that is not the shopper's is 404; a
 * wrong code 400 "Invalid OTP" (5 tries, 10 minutes: the codes' own rules) and links nothing.
 */
export async function verifyWalletLink(
  db: Db,
  caller: SignedInCaller,
  body: { aggregator: string; link_token: string; otp: string },
  now: number,
): Promise<WalletResponseSchema> {
  sandboxWallet(body.aggregator, SANDBOX_CHOICES.WL[0].code);
  const [pending] = await db
    .select()
    .from(linkedWallets)
    .where(and(ownerWhere(caller), eq(linkedWallets.linkToken, body.link_token)));
  if (!pending) throw notFound(WALLET_TEXTS.linkNotFound);
  const code = await checkCode(
    db,
    { applicationId: caller.app.id, purposes: ["wallet_link"], id: body.link_token },
    body.otp,
    now,
  );
  if (code.userId !== caller.user.id || code.target !== pending.pendingMobile) throw invalidCodeError();
  const wallet = sandboxWallet(body.aggregator, pending.walletCode);
  await db.transaction(async (tx) => {
    await consumeCode(tx, code.id, now);
    await tx
      .update(linkedWallets)
      .set({
        mobile: pending.pendingMobile,
        pendingMobile: "",
        linkToken: null,
        linkedAt: new Date(now),
        updatedAt: new Date(now),
      })
      .where(eq(linkedWallets.id, pending.id));
  });
  return {
    success: true,
    data: {
      wallet_code: wallet.code,
      mobile: maskMobile(digitsOf(pending.pendingMobile)),
      is_linked: true,
      message: WALLET_TEXTS.linked(wallet.name),
    },
  };
}

/** POST payment/options/wallet/delink (delinkWallet): 404 when the shopper has not linked it. */
export async function delinkWallet(
  db: Db,
  caller: SignedInCaller,
  body: { aggregator: string; wallet_code: string },
): Promise<WalletResponseSchema> {
  const wallet = sandboxWallet(body.aggregator, body.wallet_code);
  const removed = await db
    .delete(linkedWallets)
    .where(and(ownerWhere(caller), eq(linkedWallets.walletCode, wallet.code), isNotNull(linkedWallets.linkedAt)))
    .returning({ mobile: linkedWallets.mobile });
  if (!removed.length) throw notFound(WALLET_TEXTS.notLinked(wallet.name));
  return {
    success: true,
    data: {
      wallet_code: wallet.code,
      mobile: maskMobile(digitsOf(removed[0].mobile)),
      is_linked: false,
      message: WALLET_TEXTS.delinked(wallet.name),
    },
  };
}

/** The shopper's linked wallets: wallet code → masked number (the payment options' `meta`). */
export async function linkedWalletsOf(db: Db | Tx, owner: Owner): Promise<Map<string, string>> {
  const rows = await db
    .select({ code: linkedWallets.walletCode, mobile: linkedWallets.mobile })
    .from(linkedWallets)
    .where(and(ownedBy(linkedWallets, owner), isNotNull(linkedWallets.linkedAt)));
  return new Map(rows.map((r) => [r.code, maskMobile(digitsOf(r.mobile))]));
}

/** The checkout's rule: a wallet pays only once the shopper linked it (400 otherwise). */
export async function requireLinkedWallet(tx: Tx, owner: Owner, walletCode: string): Promise<void> {
  if ((await linkedWalletsOf(tx, owner)).has(walletCode)) return;
  const name = SANDBOX_CHOICES.WL.find((w) => w.code === walletCode)?.name ?? walletCode;
  throw new ApiError(400, WALLET_TEXTS.linkFirst(name));
}
