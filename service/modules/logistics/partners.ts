/**
 * Courier partners and fulfillment options of the demo store.
 *
 * Two courier partners carry parcels within India: Standard, on the delivery-promise rule of
 * promise.ts, and Express, a day sooner. Parcels can be delivered or, from a store, picked up.
 */
import { and, eq } from "drizzle-orm";
import type { CourierPartner, FulfillmentOptionsList, ShipmentCourierPartnerResult } from "../../contract/types";
import type { Db } from "../../db/client";
import { stores } from "../../db/schema";
import { ApiError, notFound } from "../../http/errors";
import { NOT_SERVICEABLE } from "./localities";
import { pincodeArea } from "./pincodes";
import { deliveryPromise } from "./promise";
import type { CourierPartnersBody } from "./validators";
import { deliveryArea } from "./zones";

const PARTNERS = [
  { extension_id: "vitrine-logistics", scheme_id: "vitrine-standard", name: "Vitrine Standard", daysSooner: 0 },
  { extension_id: "vitrine-logistics", scheme_id: "vitrine-express", name: "Vitrine Express", daysSooner: 1 },
];

export async function courierPartners(
  db: Db,
  body: CourierPartnersBody,
  at: number,
): Promise<ShipmentCourierPartnerResult> {
  const from = body.from_location;
  const to = body.to_location;
  const domestic = from.country_code.toUpperCase().startsWith("IN") && to.country_code.toUpperCase().startsWith("IN");
  if (!domestic)
    return { courier_partners: [], shipments: (body.shipments ?? []).map(({ id }) => ({ id, courier_partners: [] })) };
  const errors: Record<string, string[]> = {};
  if (!from.pincode || !pincodeArea(from.pincode)) errors["from_location.pincode"] = [NOT_SERVICEABLE];
  if (!to.pincode || !(await deliveryArea(db, to.pincode))) errors["to_location.pincode"] = [NOT_SERVICEABLE];
  if (Object.keys(errors).length) throw new ApiError(404, NOT_SERVICEABLE, errors);
  const partners = PARTNERS.map(({ daysSooner, ...partner }): CourierPartner => {
    const promise = deliveryPromise(from.pincode!, to.pincode!, at, -daysSooner);
    return { ...partner, delivery_promise: { min: promise.iso.min, max: promise.iso.max } };
  });
  return {
    courier_partners: partners,
    shipments: (body.shipments ?? []).map(({ id }) => ({ id, courier_partners: partners })),
  };
}

export async function fulfillmentOptions(db: Db, storeId: number | undefined): Promise<FulfillmentOptionsList> {
  if (storeId !== undefined) {
    const [store] = await db
      .select({ uid: stores.uid })
      .from(stores)
      .where(and(eq(stores.uid, storeId), eq(stores.isActive, true)));
    if (!store) throw notFound("Store not found");
  }
  return {
    items: [
      {
        slug: "standard-delivery",
        name: "Standard Delivery",
        description: "Delivered to your address",
        type: "delivery",
        is_default: true,
      },
      {
        slug: "store-pickup",
        name: "Store Pickup",
        description: "Pick up your order from the store",
        type: "pickup",
        is_default: false,
      },
    ],
  };
}
