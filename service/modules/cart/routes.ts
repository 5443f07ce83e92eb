/** Cart module. For now the signed-in shopper's saved addresses (addresses.ts). */
import { Hono, type Context } from "hono";
import type { Db } from "../../db/client";
import { parseJson, parseParams, parseQuery } from "../../http/errors";
import { currentUser, optionalUser, requireUser, type UserEnv } from "../../http/session";
import { addAddress, getAddress, listAddresses, removeAddress, updateAddress, type AddressOwner } from "./addresses";
import { addressBody, addressParams, addressPatch, addressQuery } from "./validators";

const owner = (c: Context<UserEnv>): AddressOwner => ({
  applicationId: c.get("application").id,
  userId: currentUser(c).id,
});

export function cartRoutes(db: Db, options: { now?: () => number } = {}) {
  const now = options.now ?? Date.now;
  const routes = new Hono<UserEnv>({ strict: true });
  routes.use("*", optionalUser(db, now));
  routes.use("/v1.0/address", requireUser());
  routes.use("/v1.0/address/*", requireUser());

  routes.get("/v1.0/address", async (c) => c.json(await listAddresses(db, owner(c), parseQuery(c, addressQuery))));
  routes.post("/v1.0/address", async (c) => c.json(await addAddress(db, owner(c), await parseJson(c, addressBody))));

  // GET may carry the list's filters (cart_id, checkout_mode…): they do not change which address it is.
  routes.get("/v1.0/address/:id", async (c) => {
    parseQuery(c, addressQuery);
    return c.json(await getAddress(db, owner(c), parseParams(c, addressParams).id));
  });
  routes.put("/v1.0/address/:id", async (c) => {
    const { id } = parseParams(c, addressParams);
    return c.json(await updateAddress(db, owner(c), id, await parseJson(c, addressPatch)));
  });
  routes.delete("/v1.0/address/:id", async (c) =>
    c.json(await removeAddress(db, owner(c), parseParams(c, addressParams).id)),
  );

  return routes;
}
