/**
 * Delivery zones (docs/decisions/0023): which stores deliver where. A zone of a store matches a
 * destination of its country as a whole ("country"), by state code ("state") or by the start of the
 * pincode ("prefix"). A destination is serviceable when an active store serves it; a database seeded
 * before zones existed (no zone at all) keeps the old rule: every active store serves every place.
 */
import { asc, eq } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { deliveryZones, stores } from "../../db/schema";
import { ApiError } from "../../http/errors";
import { NOT_SERVICEABLE, pincodeArea, type PincodeArea } from "./pincodes";

export type Zone = Pick<typeof deliveryZones.$inferSelect, "storeUid" | "countryCode" | "kind" | "value">;

interface Destination {
  /** ISO 3166-1 alpha-2. */
  countryCode: string;
  stateCode?: string;
  pincode?: string;
}

/** The active stores and their zones. */
export interface Reach {
  stores: number[];
  zones: Zone[];
}

export function zoneServes(zone: Zone, to: Destination): boolean {
  if (zone.countryCode !== to.countryCode.toUpperCase()) return false;
  if (zone.kind === "country") return true;
  if (zone.kind === "state") return !!to.stateCode && zone.value === to.stateCode.toUpperCase();
  return !!to.pincode && zone.value !== "" && to.pincode.startsWith(zone.value);
}

/** The active stores that deliver to `to`, by uid. */
export function storesServing(reach: Reach, to: Destination): number[] {
  if (reach.zones.length === 0) return reach.stores;
  const serving = new Set(reach.zones.filter((z) => zoneServes(z, to)).map((z) => z.storeUid));
  return reach.stores.filter((uid) => serving.has(uid));
}

async function loadReach(db: Tx): Promise<Reach> {
  const [active, zones] = await Promise.all([
    db.select({ uid: stores.uid }).from(stores).where(eq(stores.isActive, true)).orderBy(asc(stores.uid)),
    db
      .select({
        storeUid: deliveryZones.storeUid,
        countryCode: deliveryZones.countryCode,
        kind: deliveryZones.kind,
        value: deliveryZones.value,
      })
      .from(deliveryZones)
      .innerJoin(stores, eq(stores.uid, deliveryZones.storeUid))
      .where(eq(stores.isActive, true)),
  ]);
  return { stores: active.map((s) => s.uid), zones };
}

export type ServedArea = PincodeArea & { stores: number[] };

/** An Indian pincode's area with the stores that deliver there, or undefined (unknown, malformed or not served). */
export function servedArea(reach: Reach, pincode: string): ServedArea | undefined {
  const area = pincodeArea(pincode);
  if (!area) return undefined;
  const serving = storesServing(reach, { countryCode: "IN", stateCode: area.stateCode, pincode });
  return serving.length ? { ...area, stores: serving } : undefined;
}

/** servedArea, reading the zones. */
export async function deliveryArea(db: Tx, pincode: string): Promise<ServedArea | undefined> {
  return pincodeArea(pincode) ? servedArea(await loadReach(db), pincode) : undefined;
}

/** The stores that deliver to an address (its country, state code and, in India, pincode). */
export async function storesServingAddress(
  db: Tx,
  address: { countryIsoCode: string; stateCode: string; areaCode: string },
): Promise<number[]> {
  const reach = await loadReach(db);
  if (address.countryIsoCode.toUpperCase() === "IN") return servedArea(reach, address.areaCode.trim())?.stores ?? [];
  return storesServing(reach, {
    countryCode: address.countryIsoCode,
    stateCode: address.stateCode,
    pincode: address.areaCode.trim(),
  });
}

/**
 * A 400 'Pincode not serviceable' (on `area_code`) for an address no store delivers to — or, given
 * the store the order ships from (a chosen ordering store), one that store does not deliver to.
 */
export async function assertAddressServed(
  db: Tx,
  address: { countryIsoCode: string; stateCode: string; areaCode: string },
  fromStore?: number,
): Promise<void> {
  const serving = await storesServingAddress(db, address);
  if (fromStore === undefined ? serving.length === 0 : !serving.includes(fromStore))
    throw new ApiError(400, NOT_SERVICEABLE, { area_code: [NOT_SERVICEABLE] });
}
