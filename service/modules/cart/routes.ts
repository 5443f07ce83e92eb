/** Cart module. For now only the signed-in shopper's address list (addresses.ts). */
import { Hono } from "hono";
import type { Db } from "../../db/client";
import { parseQuery } from "../../http/errors";
import { currentUser, optionalUser, requireUser, type UserEnv } from "../../http/session";
import { listAddresses } from "./addresses";
import { addressQuery } from "./validators";

export function cartRoutes(db: Db, options: { now?: () => number } = {}) {
  const now = options.now ?? Date.now;
  const routes = new Hono<UserEnv>({ strict: true });
  routes.use("*", optionalUser(db, now));

  routes.get("/v1.0/address", requireUser(), async (c) => {
    const query = parseQuery(c, addressQuery);
    const owner = { applicationId: c.get("application").id, userId: currentUser(c).id };
    return c.json(await listAddresses(db, owner, query));
  });

  return routes;
}
