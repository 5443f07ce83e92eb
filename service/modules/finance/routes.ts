/** Finance module (finance/v1.0): the shopper's credit-note balance and locking a credit note (credit-notes.ts). */
import { Hono } from "hono";
import type { Db } from "../../db/client";
import { parseJson } from "../../http/errors";
import { optionalUser, requireUser, type UserEnv } from "../../http/session";
import { customerCreditBalance, lockUnlockCreditNote } from "./credit-notes";
import { creditBalanceBody, lockUnlockBody } from "./validators";

export function financeRoutes(db: Db, options: { now?: () => number } = {}) {
  const routes = new Hono<UserEnv>({ strict: true });
  routes.use("*", optionalUser(db, options.now ?? Date.now));
  routes.use("*", requireUser());

  routes.post("/v1.0/customer-credit-balance", async (c) => {
    return c.json(customerCreditBalance(await parseJson(c, creditBalanceBody)));
  });

  routes.post("/v1.0/lock-unlock-credit-note", async (c) => {
    return c.json(lockUnlockCreditNote(await parseJson(c, lockUnlockBody)));
  });

  return routes;
}
