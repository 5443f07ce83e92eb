/** Cart module: the cart (carts.ts), its coupons (cart-coupons.ts), promotions (promotion-offers.ts), reward points and meta (cart-meta.ts), shipments (cart-shipments.ts), shared carts (share-cart.ts), the checkout steps (checkout-steps.ts) and the signed-in shopper's saved addresses (addresses.ts). */
import { Hono, type Context } from "hono";
import type { Db } from "../../db/client";
import { parseJson, parseParams, parseQuery } from "../../http/errors";
import { requestOrderingStore } from "../../http/ordering-store";
import { currentUser, optionalUser, requireUser, type UserEnv } from "../../http/session";
import { loadPricing } from "../catalog/money";
import { stockScope } from "../catalog/store-stock";
import { registerCheckoutRoutes } from "./checkout-routes";
import { applyRewardPoints, updateCartMeta } from "./cart-meta";
import { cartShipments } from "./cart-shipments";
import { bulkOffers, ladderOffers, paymentOffers, promotionOffers } from "./promotion-offers";
import { addAddress, getAddress, listAddresses, removeAddress, updateAddress, type AddressOwner } from "./addresses";
import { applyCoupon, listCoupons, removeCoupon } from "./cart-coupons";
import { selectAddress, validateCouponForPayment } from "./checkout-steps";
import { applySharedCart, getSharedCart, shareCart } from "./share-cart";
import {
  addItems,
  archiveCart,
  cartItemCount,
  cartLastModified,
  getCart,
  updateCart,
  type CartCaller,
  type CartEnv,
} from "./carts";
import {
  addCartBody,
  addressBody,
  addressParams,
  addressPatch,
  addressQuery,
  applyCouponBody,
  bulkPriceQuery,
  cartMetaBody,
  ladderOffersQuery,
  paymentOffersQuery,
  promotionOffersQuery,
  rewardPointsBody,
  shipmentsQuery,
  cartQuery,
  paymentValidateQuery,
  selectAddressBody,
  selectAddressQuery,
  shareCartBody,
  sharedCartActionParams,
  sharedCartParams,
  updateCartBody,
} from "./validators";

const owner = (c: Context<UserEnv>): AddressOwner => ({
  applicationId: c.get("application").id,
  userId: currentUser(c).id,
});

const cartCaller = (c: Context<UserEnv>): CartCaller => ({
  applicationId: c.get("application").id,
  userId: c.get("user")?.id,
});

export function cartRoutes(db: Db, options: { now?: () => number; sandboxTimeoutSeconds?: number } = {}) {
  const now = options.now ?? Date.now;
  const routes = new Hono<UserEnv>({ strict: true });
  /**
   * The currency prices answer in (x-currency-code; unknown codes answer in INR), the time, and the
   * ordering store the lines sell from (store-stock.ts).
   */
  const env = async (c: Context<UserEnv>): Promise<CartEnv> => ({
    pricing: await loadPricing(db, c.req.header("x-currency-code")),
    now: now(),
    scope: await stockScope(db, c.get("application").id, requestOrderingStore(c)),
  });
  routes.use("*", optionalUser(db, now));
  routes.use("/v1.0/address", requireUser());
  routes.use("/v1.0/address/*", requireUser());
  routes.use("/v1.0/select-address", requireUser());
  routes.use("/v1.0/redeem/points/", requireUser());

  // Hono answers HEAD with the GET route (without a body): HEAD is the last-modified check.
  routes.get("/v1.0/detail", async (c) => {
    const sel = parseQuery(c, cartQuery);
    if (c.req.method === "HEAD") {
      const modified = await cartLastModified(db, cartCaller(c), sel);
      return c.body(null, 200, { "last-modified": modified.toUTCString() });
    }
    return c.json(await getCart(db, cartCaller(c), sel, await env(c)));
  });
  routes.post("/v1.0/detail", async (c) => {
    const sel = parseQuery(c, cartQuery);
    const body = await parseJson(c, addCartBody);
    return c.json(await addItems(db, cartCaller(c), sel, body, await env(c)));
  });
  routes.put("/v1.0/detail", async (c) => {
    const sel = parseQuery(c, cartQuery);
    const body = await parseJson(c, updateCartBody);
    return c.json(await updateCart(db, cartCaller(c), sel, body, await env(c)));
  });
  routes.get("/v1.0/basic", async (c) => c.json(await cartItemCount(db, cartCaller(c), parseQuery(c, cartQuery))));
  routes.put("/v1.0/cart_archive", async (c) => c.json(await archiveCart(db, cartCaller(c), parseQuery(c, cartQuery))));

  routes.get("/v1.0/coupon", async (c) =>
    c.json(await listCoupons(db, cartCaller(c), parseQuery(c, cartQuery), await env(c))),
  );
  routes.post("/v1.0/coupon", async (c) => {
    const sel = parseQuery(c, cartQuery);
    const { coupon_code } = await parseJson(c, applyCouponBody);
    return c.json(await applyCoupon(db, cartCaller(c), sel, coupon_code, await env(c)));
  });
  routes.delete("/v1.0/coupon", async (c) =>
    c.json(await removeCoupon(db, cartCaller(c), parseQuery(c, cartQuery), await env(c))),
  );

  routes.post("/v1.0/select-address", async (c) => {
    const sel = parseQuery(c, selectAddressQuery);
    const body = await parseJson(c, selectAddressBody);
    return c.json(await selectAddress(db, owner(c), sel, body, await env(c)));
  });
  routes.get("/v1.0/payment/validate/", async (c) => {
    const { sel, paymentMode } = parseQuery(c, paymentValidateQuery);
    return c.json(await validateCouponForPayment(db, cartCaller(c), sel, paymentMode, await env(c)));
  });

  // Promotions (store-wide offers; prices in the shopper's currency).
  const appId = (c: Context<UserEnv>) => c.get("application").id;
  routes.get("/v1.0/available-ladder-prices", async (c) =>
    c.json(await ladderOffers(db, appId(c), parseQuery(c, ladderOffersQuery), await env(c))),
  );
  routes.get("/v1.0/bulk-price", async (c) =>
    c.json(await bulkOffers(db, appId(c), parseQuery(c, bulkPriceQuery), await env(c))),
  );
  routes.get("/v1.0/available-promotions", async (c) =>
    c.json(await promotionOffers(db, appId(c), parseQuery(c, promotionOffersQuery), now())),
  );
  routes.get("/v1.0/available-payment-offers", async (c) => {
    parseQuery(c, paymentOffersQuery);
    return c.json(await paymentOffers(db, appId(c), now()));
  });

  // Reward points, cart meta and shipments.
  routes.post("/v1.0/redeem/points/", async (c) => {
    const sel = parseQuery(c, cartQuery);
    const { points } = await parseJson(c, rewardPointsBody);
    return c.json(
      await applyRewardPoints(db, { ...cartCaller(c), userId: currentUser(c).id }, sel, points, await env(c)),
    );
  });
  routes.put("/v1.0/meta", async (c) => {
    const sel = parseQuery(c, cartQuery);
    const body = await parseJson(c, cartMetaBody);
    return c.json(await updateCartMeta(db, cartCaller(c), sel, body, { now: now() }));
  });
  routes.get("/v1.0/shipment", async (c) =>
    c.json(await cartShipments(db, cartCaller(c), parseQuery(c, shipmentsQuery), await env(c))),
  );

  registerCheckoutRoutes(routes, db, env, options.sandboxTimeoutSeconds);

  // Shared carts (share-cart.ts).
  routes.post("/v1.0/share-cart", async (c) =>
    c.json(await shareCart(db, cartCaller(c), await parseJson(c, shareCartBody), c.get("application"))),
  );
  routes.get("/v1.0/share-cart/:token", async (c) =>
    c.json(await getSharedCart(db, cartCaller(c), parseParams(c, sharedCartParams).token, await env(c))),
  );
  routes.post("/v1.0/share-cart/:token/:action", async (c) => {
    const { token, action } = parseParams(c, sharedCartActionParams);
    const sel = parseQuery(c, cartQuery);
    return c.json(await applySharedCart(db, cartCaller(c), sel, token, action, await env(c)));
  });

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
