/** Payment module, saved cards (payment/v1.0): the signed-in shopper's cards and removing one (cards.ts). */
import { Hono } from "hono";
import type { Db } from "../../db/client";
import { parseJson, parseQuery } from "../../http/errors";
import { currentUser, optionalUser, requireUser, type UserEnv } from "../../http/session";
import { listCards, removeCard } from "./cards";
import { cardsQuery, removeBody } from "./validators";

// The integration tests read the masking and expiry rules from here.

export function paymentRoutes(db: Db, options: { now?: () => number } = {}) {
  const now = options.now ?? Date.now;
  const routes = new Hono<UserEnv>({ strict: true });
  routes.use("*", optionalUser(db, now));

  routes.get("/v1.0/cards", requireUser(), async (c) => {
    parseQuery(c, cardsQuery);
    const owner = { applicationId: c.get("application").id, userId: currentUser(c).id };
    return c.json(await listCards(db, owner, now()));
  });

  routes.post("/v1.0/card/remove", requireUser(), async (c) => {
    const { card_id } = await parseJson(c, removeBody);
    return c.json(await removeCard(db, currentUser(c).id, card_id));
  });

  return routes;
}
