/**
 * Choosing the shopper's delivery location: the pincode is checked, looked up with the service's
 * locality lookup (city, state, country) and kept in the session for a day (lib/location).
 */
import { FDKServerResponseError } from "~/sdk";
import type { StorefrontApi } from "~/sdk/api";
import { checkPincode, locationFromLocality, storeLocation, type ShopperLocation } from "~/lib/location";
import { toErrorResponse } from "~/sdk.server";
import type { ShopperSession } from "~/session.server";

type LocationChoice = { pincode: string; location: ShopperLocation } | { pincode: string; error: string };

/** The location of a typed pincode, or the message to show next to it (the typed value kept). */
export async function lookupLocation(api: StorefrontApi, value: unknown): Promise<LocationChoice> {
  const checked = checkPincode(value);
  if (checked.error !== undefined) return { pincode: checked.pincode, error: checked.error };
  try {
    const locality = await api.logistic.getLocality({ localityType: "pincode", localityValue: checked.pincode });
    const found = locationFromLocality(locality);
    return "error" in found ? { pincode: checked.pincode, error: found.error } : { ...found, pincode: checked.pincode };
  } catch (error) {
    // The service's own message for a pincode it does not serve ('Pincode not serviceable').
    if (error instanceof FDKServerResponseError && Number(error.status) < 500) {
      return { pincode: checked.pincode, error: error.message || "Pincode not serviceable" };
    }
    throw toErrorResponse(error);
  }
}

export function saveLocation(session: ShopperSession, location: ShopperLocation, now = Date.now()) {
  session.set("location", storeLocation(location, now));
}
