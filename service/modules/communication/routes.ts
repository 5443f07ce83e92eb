/**
 * Communication module (communication/v1.0): the signed-in shopper's consent per channel
 * (consents.ts), an address's consent to e-mail (the newsletter sign-up) and the store's app push
 * tokens (push-tokens.ts).
 */
import { Hono, type Context } from "hono";
import type { Db } from "../../db/client";
import { parseJson } from "../../http/errors";
import { clientAddress, currentUser, optionalUser, requireUser, type UserEnv } from "../../http/session";
import { getConsent, giveEmailConsent, upsertConsent } from "./consents";
import { upsertPushToken } from "./push-tokens";
import { consentBody, emailConsentBody, pushTokenBody } from "./validators";

export function communicationRoutes(db: Db, options: { now?: () => number } = {}) {
  const now = options.now ?? Date.now;
  const routes = new Hono<UserEnv>({ strict: true });
  routes.use("*", optionalUser(db, now));
  const shopper = (c: Context<UserEnv>) => ({ applicationId: c.get("application").id, userId: currentUser(c).id });

  routes.get("/v1.0/consent", requireUser(), async (c) => c.json(await getConsent(db, shopper(c))));
  routes.post("/v1.0/consent", requireUser(), async (c) => {
    const body = await parseJson(c, consentBody);
    return c.json(await upsertConsent(db, shopper(c), body));
  });

  // Vitrine's own call (not in the official SDK): the newsletter sign-up, by e-mail address.
  routes.post("/v1.0/consent/email", async (c) => {
    const body = await parseJson(c, emailConsentBody);
    const giver = { applicationId: c.get("application").id, ip: clientAddress(c), userId: c.get("user")?.id };
    return c.json(await giveEmailConsent(db, giver, body, now()));
  });

  routes.post("/v1.0/pn-token", async (c) => {
    const body = await parseJson(c, pushTokenBody);
    const owner = { applicationId: c.get("application").id, userId: c.get("user")?.id };
    return c.json(await upsertPushToken(db, owner, body, new Date(now())));
  });

  return routes;
}
