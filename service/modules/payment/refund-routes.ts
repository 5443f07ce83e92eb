/**
 * The refund routes of the payment module (beneficiaries.ts): IFSC check, refund transfer modes,
 * adding a bank account or a wallet / UPI id with a one-time code, listing, the default and an
 * order's refund destination. Signed-in shoppers only.
 */
import type { Hono } from "hono";
import type { Db } from "../../db/client";
import { parseJson, parseQuery } from "../../http/errors";
import { requireUser, signedInCaller, type UserEnv } from "../../http/session";
import {
  activeTransferModes,
  addBeneficiary,
  orderBeneficiaries,
  sendWalletCode,
  setDefaultBeneficiary,
  setTransferMode,
  startBankAccount,
  userBeneficiaries,
  verifyBankAccount,
  verifyIfsc,
} from "./beneficiaries";
import {
  addBeneficiaryBody,
  bankOtpBody,
  defaultBeneficiaryBody,
  ifscQuery,
  orderIdQuery,
  requiredOrderIdQuery,
  transferModeBody,
  verifyBankBody,
  walletOtpBody,
} from "./refund-validators";

export function registerRefundRoutes(routes: Hono<UserEnv>, db: Db, now: () => number): void {
  routes.get("/v1.0/ifsc-code/verify", requireUser(), (c) => {
    return c.json(verifyIfsc(parseQuery(c, ifscQuery).ifsc_code));
  });

  routes.get("/v1.0/refund/transfer-mode", requireUser(), async (c) => {
    return c.json(await activeTransferModes(db, signedInCaller(c)));
  });

  routes.put("/v1.0/refund/transfer-mode", requireUser(), async (c) => {
    const body = await parseJson(c, transferModeBody);
    return c.json(await setTransferMode(db, signedInCaller(c), body, now()));
  });

  routes.post("/v1.0/refund/account/otp", requireUser(), async (c) => {
    const body = await parseJson(c, bankOtpBody);
    return c.json(await startBankAccount(db, signedInCaller(c), body, now()));
  });

  routes.post("/v1.0/refund/verification/bank", requireUser(), async (c) => {
    const body = await parseJson(c, verifyBankBody);
    return c.json(await verifyBankAccount(db, signedInCaller(c), body, now()));
  });

  routes.post("/v1.0/refund/verification/wallet", requireUser(), async (c) => {
    const body = await parseJson(c, walletOtpBody);
    return c.json(await sendWalletCode(db, signedInCaller(c), body, now()));
  });

  routes.post("/v1.0/refund/account", requireUser(), async (c) => {
    const body = await parseJson(c, addBeneficiaryBody);
    return c.json(await addBeneficiary(db, signedInCaller(c), body, now()));
  });

  routes.get("/v1.0/refund/user/beneficiary", requireUser(), async (c) => {
    parseQuery(c, orderIdQuery);
    return c.json(await userBeneficiaries(db, signedInCaller(c)));
  });

  routes.get("/v1.0/refund/order/beneficiaries", requireUser(), async (c) => {
    const { order_id } = parseQuery(c, requiredOrderIdQuery);
    return c.json(await orderBeneficiaries(db, signedInCaller(c), order_id));
  });

  routes.post("/v1.0/refund/beneficiary/default", requireUser(), async (c) => {
    const body = await parseJson(c, defaultBeneficiaryBody);
    return c.json(await setDefaultBeneficiary(db, signedInCaller(c), body, now()));
  });
}
