/**
 * GET cart/v1.0/shipment: the cart split into the shipments its checkout would make — one per
 * fulfilling store, as order/place.ts splits an order (`shipmentsByStore`) — each with the delivery
 * promise of logistics/promise.ts from the store's pincode to the delivery pincode: the `area_code`
 * query, else the `address_id` (or the address chosen on the cart) of the signed-in shopper. No
 * pincode: no promise.
 */
import { inArray } from "drizzle-orm";
import type { CartShipmentsResult, ShipmentPromise, ShipmentResult } from "../../contract/types";
import type { Db, Tx } from "../../db/client";
import { stores } from "../../db/schema";
import { deliveryPromise } from "../logistics/promise";
import { shipmentsByStore } from "../order/place";
import { findAddress } from "./addresses";
import { cartDetail, resolveCart, type CartCaller, type CartEnv, type CartRow } from "./carts";
import type { CartSelector } from "./validators";

interface ShipmentsQuery {
  sel: CartSelector;
  addressId?: string;
  areaCode?: string;
  orderType: string;
}

async function deliveryPincode(tx: Tx, who: CartCaller, cart: CartRow | undefined, q: ShipmentsQuery) {
  if (q.areaCode) return q.areaCode;
  const addressId = q.addressId ?? cart?.addressId;
  if (!addressId || !who.userId) return undefined;
  const address = await findAddress(tx, { applicationId: who.applicationId, userId: who.userId }, addressId);
  return address?.areaCode;
}

/** The earliest and latest of several promises (the cart's overall promise). */
function spanOf(promises: ShipmentPromise[]): ShipmentPromise | null {
  if (promises.length === 0) return null;
  const min = promises.reduce((a, b) => (b.timestamp.min < a.timestamp.min ? b : a));
  const max = promises.reduce((a, b) => (b.timestamp.max > a.timestamp.max ? b : a));
  return {
    timestamp: { min: min.timestamp.min, max: max.timestamp.max },
    formatted: { min: min.formatted.min, max: max.formatted.max },
    iso: { min: min.iso.min, max: max.iso.max },
  };
}

export async function cartShipments(
  db: Db,
  who: CartCaller,
  query: ShipmentsQuery,
  env: CartEnv,
): Promise<CartShipmentsResult> {
  return db.transaction(async (tx) => {
    const cart = await resolveCart(tx, who, query.sel, false);
    const detail = await cartDetail(tx, cart, env);
    const pincode = await deliveryPincode(tx, who, cart, query);
    const groups = shipmentsByStore(detail.items.map((item) => ({ storeUid: item.article.store.uid || null, item })));
    const uids = [...groups.keys()].filter((uid): uid is number => uid !== null);
    const storeRows = uids.length
      ? await tx.select({ uid: stores.uid, pincode: stores.pincode }).from(stores).where(inArray(stores.uid, uids))
      : [];
    const pincodeOf = new Map(storeRows.map((s) => [s.uid, s.pincode]));
    const shipments: ShipmentResult[] = [...groups].map(([storeUid, lines]) => {
      const from = storeUid === null ? undefined : pincodeOf.get(storeUid);
      return {
        shipments: 1,
        fulfillment_id: storeUid ?? 0,
        fulfillment_type: "store",
        shipment_type: "single_shipment",
        order_type: query.orderType,
        box_type: "",
        dp_id: "",
        dp_options: {},
        promise: from && pincode ? deliveryPromise(from, pincode, env.now) : null,
        items: lines.map((l) => l.item),
      };
    });
    return {
      id: detail.id,
      uid: detail.uid,
      cart_id: detail.cart_id,
      buy_now: detail.buy_now,
      breakup_values: detail.breakup_values,
      is_valid: detail.is_valid,
      message: detail.message,
      checkout_mode: detail.checkout_mode,
      comment: detail.comment,
      gstin: detail.gstin,
      coupon_text: detail.coupon_text,
      delivery_charge_info: detail.delivery_charge_info,
      restrict_checkout: detail.restrict_checkout,
      last_modified: detail.last_modified,
      currency: detail.currency,
      payment_selection_lock: detail.payment_selection_lock,
      custom_cart_meta: detail.custom_cart_meta,
      shipments,
      delivery_promise: spanOf(shipments.flatMap((s) => (s.promise ? [s.promise] : []))),
      error: false,
    };
  });
}
