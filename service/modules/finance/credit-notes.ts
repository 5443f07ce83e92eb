/**
 * Credit notes (decision 0019): the store issues none yet — refunds go to the order's source or to a
 * refund beneficiary — so a shopper's credit balance is zero and no credit note can be locked. The
 * answers keep the official shapes so a storefront written for Fynd's finance calls works unchanged.
 */
import type { z } from "zod";
import type { CustomerCreditBalanceResponseSchema } from "../../contract/types";
import { notFound } from "../../http/errors";
import type { creditBalanceBody, lockUnlockBody } from "./validators";

const CREDIT_NOTE_NOT_FOUND = "Credit note not found";

/** customerCreditBalance: zero everywhere (no credit notes are issued). */
export function customerCreditBalance(body: z.infer<typeof creditBalanceBody>): CustomerCreditBalanceResponseSchema {
  return {
    success: true,
    data: {
      customer_mobile_number: body.data.customer_mobile_number ?? "",
      customer_email: body.data.customer_email ?? "",
      total_credited_balance: 0,
      total_locked_amount: 0,
      allowed_redemption_amount: 0,
    },
  };
}

/** lockUnlockCreditNote: there is no credit note to lock or unlock, so any number is a 404. */
export function lockUnlockCreditNote(body: z.infer<typeof lockUnlockBody>): never {
  void body;
  throw notFound(CREDIT_NOTE_NOT_FOUND);
}
