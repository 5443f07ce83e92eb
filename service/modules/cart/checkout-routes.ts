/** The cart's checkout routes (checkout.ts): payment mode, checkout v1 and v2. Signed-in shoppers only. */
import type { Context, Hono } from "hono";
import type { Db } from "../../db/client";
import { ApiError, parseJson, parseQuery } from "../../http/errors";
import { currentUser, requireUser, type UserEnv } from "../../http/session";
import { DEFAULT_SANDBOX_TIMEOUT_SECONDS } from "../payment/sandbox";
import type { CartEnv } from "./carts";
import { checkoutCart, selectPaymentMode } from "./checkout";
import { cartQuery, checkoutBody, checkoutV2Body, idempotencyKey, paymentModeBody } from "./validators";

const shopper = (c: Context<UserEnv>) => ({ applicationId: c.get("application").id, userId: currentUser(c).id });

export function registerCheckoutRoutes(
  routes: Hono<UserEnv>,
  db: Db,
  env: (c: Context) => Promise<CartEnv>,
  sandboxTimeoutSeconds = DEFAULT_SANDBOX_TIMEOUT_SECONDS,
): void {
  routes.put("/v1.0/payment", requireUser(), async (c) => {
    const sel = parseQuery(c, cartQuery);
    const body = await parseJson(c, paymentModeBody);
    return c.json(await selectPaymentMode(db, shopper(c), { ...sel, id: sel.id ?? body.id }, body, await env(c)));
  });

  for (const [path, schema] of [
    ["/v1.0/checkout", checkoutBody],
    ["/v2.0/checkout", checkoutV2Body],
  ] as const) {
    routes.post(path, requireUser(), async (c) => {
      const sel = parseQuery(c, cartQuery);
      const body = await parseJson(c, schema);
      const key = idempotencyKey.safeParse(c.req.header("idempotency-key") || undefined);
      if (!key.success) throw new ApiError(400, "idempotency-key must be 1 to 100 characters");
      const checkoutEnv = { ...(await env(c)), origin: new URL(c.req.url).origin, sandboxTimeoutSeconds };
      return c.json(await checkoutCart(db, shopper(c), sel, body, { idempotencyKey: key.data, env: checkoutEnv }));
    });
  }
}
