/**
 * Refund beneficiaries (decision 0019): the bank accounts and wallet / UPI ids a signed-in shopper's
 * refunds may be paid to. Adding one takes a one-time code of the user module (codes.ts, purpose
 * `refund_account`) sent through the outbox: a bank account is kept unverified (never listed, never
 * used) until the code sent to the shopper's own phone or e-mail is answered; a wallet's code goes to
 * the wallet's mobile number and the wallet is added when it is answered. The IFSC check, the
 * transfer modes, the default beneficiary and the beneficiary chosen for an order's refund live here
 * too.
 */
import { and, asc, desc, eq, inArray } from "drizzle-orm";
import type { z } from "zod";
import type {
  AddBeneficiaryViaOtpVerificationDetails,
  IfscCodeDetails,
  OrderBeneficiaryDetails,
  OrderBeneficiaryFetchDetails,
  RefundAccountDetails,
  RefundTransferModeUpdateDetails,
  SetDefaultBeneficiaryDetails,
  TransferModeFetchDetails,
  WalletOtpDetails,
} from "../../contract/types";
import { maskAccountNumber, normaliseIfsc } from "../../contract/validation";
import type { Db, Tx } from "../../db/client";
import { newId } from "../../db/ids";
import { ownedBy, type Owner } from "../../db/owner";
import {
  orders,
  refundBeneficiaries,
  refundBeneficiaryChoices,
  refundTransferModeSettings,
  shipments,
} from "../../db/schema";
import { ApiError, firstOrNotFound, invalidFields } from "../../http/errors";
import { phoneTarget, primaryActiveEmail, primaryActivePhone, smsRecipient } from "../user/accounts";
import { checkCode, consumeCode, invalidCodeError, issueCode, limitSends, type CodeSpec } from "../user/codes";
import { ownerOf, type SignedInCaller } from "../user/sessions";
import type {
  addBeneficiaryBody,
  bankDetails,
  bankOtpBody,
  defaultBeneficiaryBody,
  transferModeBody,
  verifyBankBody,
  walletOtpBody,
} from "./refund-validators";
import { SANDBOX_CHOICES } from "./sandbox-catalogue";

type BeneficiaryRow = typeof refundBeneficiaries.$inferSelect;
type BankDetails = z.infer<typeof bankDetails>;

const REFUND_TEXTS = {
  ifscUnknownBank: "We could not find a bank for this IFSC code. Check the code and try again.",
  ifscInvalid: "Enter a valid IFSC code (e.g. HDFC0001234)",
  otpSent: "OTP sent",
  added: "Refund account added",
  notFound: "Beneficiary not found",
  orderNotFound: "Order not found",
  noContact: "Add a mobile number or an e-mail address to your profile to receive the code",
  modeOff: (mode: string) => `Refunds to a ${mode === "bank" ? "bank account" : "wallet or UPI ID"} are turned off`,
  duplicate: "This refund account is already saved",
} as const;

// --- IFSC -------------------------------------------------------------------------------------------

/**
 * verifyIfscCode: the bank of a well-formed IFSC, from the Sandbox's banks (by the IFSC's first four
 * letters). Branches are not bundled: the branch name is the IFSC's branch code.
 */
export function verifyIfsc(value: string): IfscCodeDetails {
  const ifsc = normaliseIfsc(value);
  if (!ifsc) return { success: false, bank_name: "", branch_name: "", message: REFUND_TEXTS.ifscInvalid };
  const bank = SANDBOX_CHOICES.NB.find((b) => b.code === ifsc.slice(0, 4));
  if (!bank) return { success: false, bank_name: "", branch_name: "", message: REFUND_TEXTS.ifscUnknownBank };
  return { success: true, bank_name: bank.name, branch_name: `Branch ${ifsc.slice(5)}` };
}

/** The bank of a bank beneficiary's IFSC, or a 400 on the ifsc_code field. */
function bankOf(details: BankDetails): { bank_name: string; branch_name: string } {
  const found = verifyIfsc(details.ifsc_code);
  if (!found.success) {
    const message = found.message ?? REFUND_TEXTS.ifscInvalid;
    throw invalidFields({ "details.ifsc_code": [message] });
  }
  return { bank_name: found.bank_name, branch_name: found.branch_name };
}

// --- Transfer modes ---------------------------------------------------------------------------------

const TRANSFER_MODES = [
  { id: 1, name: "bank", display_name: "Bank account", group: "Bank" },
  { id: 2, name: "wallet", display_name: "Wallet or UPI ID", group: "Wallet" },
] as const;
type TransferMode = (typeof TRANSFER_MODES)[number]["name"];

async function enabledModes(db: Db | Tx, owner: Owner): Promise<Set<TransferMode>> {
  const settings = await db.select().from(refundTransferModeSettings).where(ownedBy(refundTransferModeSettings, owner));
  const off = new Set(settings.filter((s) => !s.enabled).map((s) => s.transferMode));
  return new Set(TRANSFER_MODES.map((m) => m.name).filter((m) => !off.has(m)));
}

/** getActiveRefundTransferModes: the modes the shopper has not turned off. */
export async function activeTransferModes(db: Db, caller: SignedInCaller): Promise<TransferModeFetchDetails> {
  const on = await enabledModes(db, ownerOf(caller));
  return {
    data: TRANSFER_MODES.filter((m) => on.has(m.name)).map((m) => ({
      display_name: m.group,
      items: [{ id: m.id, name: m.name, display_name: m.display_name, logo_large: "", logo_small: "" }],
    })),
  };
}

/** enableOrDisableRefundTransferMode. */
export async function setTransferMode(
  db: Db,
  caller: SignedInCaller,
  body: z.infer<typeof transferModeBody>,
  now: number,
): Promise<RefundTransferModeUpdateDetails> {
  await db
    .insert(refundTransferModeSettings)
    .values({
      applicationId: caller.app.id,
      userId: caller.user.id,
      transferMode: body.transfer_mode,
      enabled: body.enable,
      updatedAt: new Date(now),
    })
    .onConflictDoUpdate({
      target: [refundTransferModeSettings.userId, refundTransferModeSettings.transferMode],
      set: { enabled: body.enable, updatedAt: new Date(now) },
    });
  return { success: true };
}

async function assertModeOn(db: Db | Tx, owner: Owner, mode: TransferMode): Promise<void> {
  if (!(await enabledModes(db, owner)).has(mode)) {
    throw new ApiError(400, REFUND_TEXTS.modeOff(mode), { transfer_mode: [REFUND_TEXTS.modeOff(mode)] });
  }
}

// --- Listing ----------------------------------------------------------------------------------------

function toDetails(row: BeneficiaryRow, isDefault: boolean): OrderBeneficiaryDetails {
  const bank = row.transferMode === "bank";
  const title = bank ? row.bankName : row.wallet || "UPI";
  const subtitle = bank ? row.accountNoMasked : row.walletAddress || row.mobile;
  return {
    id: row.id,
    beneficiary_id: row.beneficiaryId,
    transfer_mode: row.transferMode,
    account_holder: row.accountHolder,
    account_no: bank ? row.accountNoMasked : "",
    bank_name: row.bankName,
    ifsc_code: row.ifscCode,
    branch_name: row.branchName,
    email: row.email,
    mobile: row.mobile,
    address: bank ? "" : row.walletAddress,
    comment: "",
    delights_user_name: "",
    is_active: true,
    title,
    subtitle,
    display_name: bank ? `${row.bankName} ${row.accountNoMasked}` : `${title} ${subtitle}`,
    created_on: row.createdAt.toISOString(),
    modified_on: row.updatedAt.toISOString(),
    is_default: isDefault,
  };
}

const verifiedOf = (owner: Owner) => and(ownedBy(refundBeneficiaries, owner), eq(refundBeneficiaries.verified, true));

async function verifiedBeneficiaries(db: Db | Tx, owner: Owner): Promise<BeneficiaryRow[]> {
  return db
    .select()
    .from(refundBeneficiaries)
    .where(verifiedOf(owner))
    .orderBy(desc(refundBeneficiaries.isDefault), desc(refundBeneficiaries.createdAt), desc(refundBeneficiaries.id));
}

/** getUserBeneficiariesDetail: the shopper's verified beneficiaries, the default first. */
export async function userBeneficiaries(db: Db, caller: SignedInCaller): Promise<OrderBeneficiaryFetchDetails> {
  const rows = await verifiedBeneficiaries(db, ownerOf(caller));
  return { show_beneficiary_details: true, beneficiaries: rows.map((r) => toDetails(r, r.isDefault)) };
}

/** One of the shopper's orders (its payment mode), or 404. */
async function ownOrder(db: Db | Tx, owner: Owner, orderId: string) {
  return firstOrNotFound(
    db
      .select({ id: orders.id, paymentMode: orders.paymentMode })
      .from(orders)
      .where(and(eq(orders.id, orderId), ownedBy(orders, owner)))
      .limit(1),
    REFUND_TEXTS.orderNotFound,
  );
}

/**
 * getOrderBeneficiariesDetail: the beneficiaries an order's refund may go to (of the modes the
 * shopper has on). A cash-on-delivery order cannot be refunded to where it was paid from, so it
 * asks for one (`show_beneficiary_details`); an order paid online is refunded to its source unless
 * the shopper picks one. `is_default` marks the order's chosen beneficiary, else the shopper's
 * default; `refund_choices` lists the choices recorded for the order.
 */
export async function orderBeneficiaries(
  db: Db,
  caller: SignedInCaller,
  orderId: string,
): Promise<OrderBeneficiaryFetchDetails> {
  const owner = ownerOf(caller);
  const order = await ownOrder(db, owner, orderId);
  const [rows, modes, choices] = await Promise.all([
    verifiedBeneficiaries(db, owner),
    enabledModes(db, owner),
    db
      .select({ shipmentId: refundBeneficiaryChoices.shipmentId, beneficiaryId: refundBeneficiaries.beneficiaryId })
      .from(refundBeneficiaryChoices)
      .innerJoin(refundBeneficiaries, eq(refundBeneficiaries.id, refundBeneficiaryChoices.beneficiaryRowId))
      .where(and(eq(refundBeneficiaryChoices.orderId, order.id), eq(refundBeneficiaryChoices.userId, owner.userId)))
      .orderBy(asc(refundBeneficiaryChoices.shipmentId)),
  ]);
  const usable = rows.filter((r) => modes.has(r.transferMode));
  const orderChoice = choices.find((c) => c.shipmentId === "")?.beneficiaryId;
  const chosen = orderChoice && usable.some((r) => r.beneficiaryId === orderChoice) ? orderChoice : undefined;
  return {
    show_beneficiary_details: order.paymentMode === "COD",
    beneficiaries: usable.map((r) => toDetails(r, chosen ? r.beneficiaryId === chosen : r.isDefault)),
    refund_choices: choices.map((c) => ({ shipment_id: c.shipmentId, beneficiary_id: c.beneficiaryId })),
  };
}

// --- Adding -----------------------------------------------------------------------------------------

/** Where the shopper's own code goes: their primary mobile number, else their primary e-mail address. */
async function shopperContact(db: Db, userId: string): Promise<CodeContact> {
  const phone = await primaryActivePhone(db, userId);
  if (phone) {
    return {
      channel: "sms",
      target: phoneTarget(phone.countryCode, phone.phone),
      recipient: smsRecipient(phone.countryCode, phone.phone),
    };
  }
  const email = await primaryActiveEmail(db, userId);
  if (email) return { channel: "email", target: email, recipient: email };
  throw new ApiError(400, REFUND_TEXTS.noContact);
}

type CodeContact = Pick<CodeSpec, "channel" | "target" | "recipient">;

/** A refund-account code of the shopper's to `contact`, once sending it keeps within the send limits (429 otherwise). */
async function refundCodeSpec(db: Db, caller: SignedInCaller, contact: CodeContact, now: number): Promise<CodeSpec> {
  const owner = ownerOf(caller);
  const spec: CodeSpec = {
    applicationId: owner.applicationId,
    store: caller.app.name,
    purpose: "refund_account",
    ...contact,
    userId: owner.userId,
  };
  await limitSends(db, { applicationId: owner.applicationId, target: spec.target, ip: caller.client.ip }, now);
  return spec;
}

/** The columns of a bank beneficiary from its details (the bank named from the IFSC, not the request). */
function bankColumns(details: BankDetails) {
  const bank = bankOf(details);
  return {
    transferMode: "bank" as const,
    accountHolder: details.account_holder,
    accountNo: details.account_no,
    accountNoMasked: maskAccountNumber(details.account_no),
    ifscCode: details.ifsc_code,
    bankName: bank.bank_name,
    branchName: bank.branch_name,
    email: details.email,
    mobile: details.mobile,
  };
}

/** A verified bank account or wallet of the shopper with the same number / id: adding it again is refused. */
async function assertNotSaved(tx: Tx, owner: Owner, match: { accountNo?: string; wallet?: string }) {
  const same = match.accountNo
    ? and(eq(refundBeneficiaries.transferMode, "bank"), eq(refundBeneficiaries.accountNo, match.accountNo))
    : and(eq(refundBeneficiaries.transferMode, "wallet"), eq(refundBeneficiaries.walletAddress, match.wallet ?? ""));
  const [found] = await tx
    .select({ id: refundBeneficiaries.id })
    .from(refundBeneficiaries)
    .where(and(verifiedOf(owner), same))
    .limit(1);
  if (found) throw new ApiError(409, REFUND_TEXTS.duplicate);
}

/** The first verified beneficiary of a shopper becomes their default. */
async function hasDefault(tx: Tx, owner: Owner): Promise<boolean> {
  const [row] = await tx
    .select({ id: refundBeneficiaries.id })
    .from(refundBeneficiaries)
    .where(and(verifiedOf(owner), eq(refundBeneficiaries.isDefault, true)))
    .limit(1);
  return !!row;
}

/**
 * addRefundBankAccountUsingOTP: keeps the bank account unverified and sends a code to the shopper's
 * own phone (or e-mail), both in one transaction; `data.request_id` is the code's.
 */
export async function startBankAccount(
  db: Db,
  caller: SignedInCaller,
  body: z.infer<typeof bankOtpBody>,
  now: number,
): Promise<RefundAccountDetails> {
  const owner = ownerOf(caller);
  if (body.order_id) await ownOrder(db, owner, body.order_id);
  await assertModeOn(db, owner, "bank");
  const columns = bankColumns(body.details);
  const contact = await shopperContact(db, owner.userId);
  const spec = await refundCodeSpec(db, caller, contact, now);
  const issued = await db.transaction(async (tx) => {
    await assertNotSaved(tx, owner, { accountNo: columns.accountNo });
    const code = await issueCode(tx, spec, now);
    // Earlier unanswered requests of the shopper go: only the latest code can add an account.
    await tx
      .delete(refundBeneficiaries)
      .where(
        and(
          eq(refundBeneficiaries.userId, owner.userId),
          eq(refundBeneficiaries.verified, false),
          eq(refundBeneficiaries.transferMode, "bank"),
        ),
      );
    await tx.insert(refundBeneficiaries).values({
      ...columns,
      beneficiaryId: newId(),
      applicationId: owner.applicationId,
      userId: owner.userId,
      requestId: code.id,
      createdAt: new Date(now),
      updatedAt: new Date(now),
    });
    return code;
  });
  return {
    success: true,
    message: REFUND_TEXTS.otpSent,
    is_verified_flag: false,
    data: {
      request_id: issued.id,
      resend_timer: issued.resendTimer,
      channel: contact.channel,
      // Where the code went, partly hidden: "+91 ******3210" or "a***@example.com".
      sent_to: hideRecipient(contact.recipient),
    },
  };
}

/** "+91 ******3210", "a***@example.com". */
function hideRecipient(recipient: string): string {
  const at = recipient.indexOf("@");
  if (at > 0) return `${recipient[0]}***${recipient.slice(at)}`;
  return recipient.replace(/\d(?=\d{4})/g, "*");
}

/** A right code of the shopper's (purpose refund_account), not yet spent; 400 "Invalid OTP" otherwise. */
async function checkRefundCode(db: Db, caller: SignedInCaller, requestId: string, otp: string, now: number) {
  const row = await checkCode(
    db,
    { applicationId: caller.app.id, purposes: ["refund_account"], id: requestId },
    otp,
    now,
  );
  if (row.userId !== caller.user.id) throw invalidCodeError();
  return row;
}

/** Marks a pending bank account verified (default when the shopper has none) as its code is spent. */
async function completeBankAccount(db: Db, caller: SignedInCaller, codeId: string, now: number): Promise<void> {
  const owner = ownerOf(caller);
  await db.transaction(async (tx) => {
    const [pending] = await tx
      .select()
      .from(refundBeneficiaries)
      .where(
        and(
          eq(refundBeneficiaries.requestId, codeId),
          eq(refundBeneficiaries.userId, owner.userId),
          eq(refundBeneficiaries.verified, false),
        ),
      )
      .for("update")
      .limit(1);
    if (!pending) throw invalidCodeError();
    await consumeCode(tx, codeId, now);
    await assertNotSaved(tx, owner, { accountNo: pending.accountNo });
    const isDefault = !(await hasDefault(tx, owner));
    await tx
      .update(refundBeneficiaries)
      .set({ verified: true, isDefault, updatedAt: new Date(now) })
      .where(eq(refundBeneficiaries.id, pending.id));
  });
}

/** verifyOtpAndAddBeneficiaryForBank: a right code adds the pending bank account; a wrong one adds nothing. */
export async function verifyBankAccount(
  db: Db,
  caller: SignedInCaller,
  body: z.infer<typeof verifyBankBody>,
  now: number,
): Promise<AddBeneficiaryViaOtpVerificationDetails> {
  const code = await checkRefundCode(db, caller, body.request_id, body.otp, now);
  await completeBankAccount(db, caller, code.id, now);
  return { success: true, message: REFUND_TEXTS.added };
}

/** verifyOtpAndAddBeneficiaryForWallet: sends a code to the wallet's mobile number. */
export async function sendWalletCode(
  db: Db,
  caller: SignedInCaller,
  body: z.infer<typeof walletOtpBody>,
  now: number,
): Promise<WalletOtpDetails> {
  const owner = ownerOf(caller);
  await assertModeOn(db, owner, "wallet");
  const spec = await refundCodeSpec(
    db,
    caller,
    {
      channel: "sms",
      target: phoneTarget(body.country_code, body.mobile),
      recipient: smsRecipient(body.country_code, body.mobile),
    },
    now,
  );
  const issued = await db.transaction((tx) => issueCode(tx, spec, now));
  return { success: true, request_id: issued.id, is_verified_flag: "false" };
}

/**
 * addBeneficiaryDetails: adds a wallet / UPI id (with the code sent to its mobile number by
 * sendWalletCode) or a bank account (with the code of startBankAccount). A wrong code adds nothing.
 */
export async function addBeneficiary(
  db: Db,
  caller: SignedInCaller,
  body: z.infer<typeof addBeneficiaryBody>,
  now: number,
): Promise<RefundAccountDetails> {
  const owner = ownerOf(caller);
  if (body.order_id) await ownOrder(db, owner, body.order_id);
  await assertModeOn(db, owner, body.transfer_mode);
  if (body.transfer_mode === "bank") bankOf(body.details);
  const code = await checkRefundCode(db, caller, body.request_id, body.otp, now);
  if (body.transfer_mode === "bank") {
    await completeBankAccount(db, caller, code.id, now);
    return { success: true, message: REFUND_TEXTS.added, is_verified_flag: true };
  }
  const details = body.details;
  // The code must be the one sent to this wallet's number.
  if (code.channel !== "sms" || !code.target.endsWith(`-${details.mobile}`)) throw invalidCodeError();
  const walletAddress = details.vpa || details.mobile;
  await db.transaction(async (tx) => {
    await consumeCode(tx, code.id, now);
    await assertNotSaved(tx, owner, { wallet: walletAddress });
    const isDefault = !(await hasDefault(tx, owner));
    await tx.insert(refundBeneficiaries).values({
      beneficiaryId: newId(),
      applicationId: owner.applicationId,
      userId: owner.userId,
      transferMode: "wallet",
      accountHolder: details.account_holder,
      wallet: details.vpa ? "UPI" : details.wallet,
      walletAddress,
      email: details.email,
      mobile: details.mobile,
      verified: true,
      isDefault,
      requestId: code.id,
      createdAt: new Date(now),
      updatedAt: new Date(now),
    });
  });
  return { success: true, message: REFUND_TEXTS.added, is_verified_flag: true };
}

// --- Default and order choice -------------------------------------------------------------------------

async function ownBeneficiary(tx: Tx, owner: Owner, beneficiaryId: string): Promise<BeneficiaryRow> {
  return firstOrNotFound(
    tx
      .select()
      .from(refundBeneficiaries)
      .where(and(verifiedOf(owner), eq(refundBeneficiaries.beneficiaryId, beneficiaryId)))
      .limit(1),
    REFUND_TEXTS.notFound,
  );
}

/**
 * updateDefaultBeneficiary: without an order_id, makes the beneficiary the shopper's default; with
 * one (and optionally a shipment_id of that order), records it as that order's (or shipment's)
 * refund destination, which refundBeneficiaryFor reads.
 */
export async function setDefaultBeneficiary(
  db: Db,
  caller: SignedInCaller,
  body: z.infer<typeof defaultBeneficiaryBody>,
  now: number,
): Promise<SetDefaultBeneficiaryDetails> {
  const owner = ownerOf(caller);
  await db.transaction(async (tx) => {
    const row = await ownBeneficiary(tx, owner, body.beneficiary_id);
    if (!body.order_id) {
      await tx
        .update(refundBeneficiaries)
        .set({ isDefault: false, updatedAt: new Date(now) })
        .where(and(eq(refundBeneficiaries.userId, owner.userId), eq(refundBeneficiaries.isDefault, true)));
      await tx
        .update(refundBeneficiaries)
        .set({ isDefault: true, updatedAt: new Date(now) })
        .where(eq(refundBeneficiaries.id, row.id));
      return;
    }
    const order = await ownOrder(tx, owner, body.order_id);
    if (body.shipment_id) {
      await firstOrNotFound(
        tx
          .select({ id: shipments.id })
          .from(shipments)
          .where(and(eq(shipments.id, body.shipment_id), eq(shipments.orderId, order.id)))
          .limit(1),
        "Shipment not found",
      );
    }
    await tx
      .insert(refundBeneficiaryChoices)
      .values({
        applicationId: owner.applicationId,
        userId: owner.userId,
        orderId: order.id,
        shipmentId: body.shipment_id,
        beneficiaryRowId: row.id,
        chosenAt: new Date(now),
      })
      .onConflictDoUpdate({
        target: [refundBeneficiaryChoices.orderId, refundBeneficiaryChoices.shipmentId],
        set: { beneficiaryRowId: row.id, chosenAt: new Date(now) },
      });
  });
  return { success: true, is_beneficiary_set: true };
}

/** A beneficiary as the refund of a shipment needs it: the full account number, for paying. */
interface RefundBeneficiary {
  beneficiaryId: string;
  transferMode: "bank" | "wallet";
  accountHolder: string;
  /** The full number (bank). */
  accountNo: string;
  ifscCode: string;
  bankName: string;
  /** The wallet / UPI id (wallet). */
  walletAddress: string;
  mobile: string;
  email: string;
}

/**
 * Where a shipment's refund goes: the beneficiary chosen for that shipment, else for its whole order,
 * else the shopper's default; undefined when the shopper has none (refund to the source). For the
 * cancel/return flow (the lead joins it with the refunds table).
 */
export async function refundBeneficiaryFor(db: Db | Tx, shipmentId: string): Promise<RefundBeneficiary | undefined> {
  const [shipment] = await db
    .select({ orderId: orders.id, userId: orders.userId })
    .from(shipments)
    .innerJoin(orders, eq(orders.id, shipments.orderId))
    .where(eq(shipments.id, shipmentId))
    .limit(1);
  if (!shipment) return undefined;
  const [chosen] = await db
    .select({ row: refundBeneficiaries })
    .from(refundBeneficiaryChoices)
    .innerJoin(refundBeneficiaries, eq(refundBeneficiaries.id, refundBeneficiaryChoices.beneficiaryRowId))
    .where(
      and(
        eq(refundBeneficiaryChoices.orderId, shipment.orderId),
        inArray(refundBeneficiaryChoices.shipmentId, [shipmentId, ""]),
        eq(refundBeneficiaries.verified, true),
      ),
    )
    // The shipment's own choice ("" sorts first, so descending puts it first).
    .orderBy(desc(refundBeneficiaryChoices.shipmentId))
    .limit(1);
  const [fallback] = chosen
    ? [chosen.row]
    : await db
        .select()
        .from(refundBeneficiaries)
        .where(
          and(
            eq(refundBeneficiaries.userId, shipment.userId),
            eq(refundBeneficiaries.isDefault, true),
            eq(refundBeneficiaries.verified, true),
          ),
        )
        .limit(1);
  if (!fallback) return undefined;
  return {
    beneficiaryId: fallback.beneficiaryId,
    transferMode: fallback.transferMode,
    accountHolder: fallback.accountHolder,
    accountNo: fallback.accountNo,
    ifscCode: fallback.ifscCode,
    bankName: fallback.bankName,
    walletAddress: fallback.walletAddress,
    mobile: fallback.mobile,
    email: fallback.email,
  };
}
