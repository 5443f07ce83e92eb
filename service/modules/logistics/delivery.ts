/**
 * Delivery promises: the TAT ("turn-around time") product call — when would these articles,
 * shipped from from_pincode, reach to_pincode (spec §3) — and each store's promise for the
 * shopper's pincode. The rule itself is in promise.ts.
 */
import { asc, count, inArray } from "drizzle-orm";
import type { DeliveryPromiseResponse, TatArticleResult, TatResponse } from "../../contract/types";
import type { Db } from "../../db/client";
import { stores } from "../../db/schema";
import { numberPage } from "../catalog/products";
import { noError, NOT_SERVICEABLE, serviceableArea } from "./localities";
import { deliveryPromise, manufacturingDays } from "./promise";
import type { TatRequest } from "./validators";
import { deliveryArea } from "./zones";

/** A promise per article; an unserviceable to_pincode answers success false with the error per article. */
export async function tatProduct(db: Db, body: TatRequest, at: number, requestId: string): Promise<TatResponse> {
  const toPincode = body.to_pincode;
  const area = await deliveryArea(db, toPincode);
  const error = area ? noError : { type: "NotServiceable", value: toPincode, message: NOT_SERVICEABLE };
  return {
    success: area !== undefined,
    to_pincode: toPincode,
    to_city: area?.city ?? "",
    source: body.source ?? "",
    action: body.action ?? "get_tat",
    identifier: body.identifier ?? "",
    journey: body.journey ?? "forward",
    payment_mode: "prepaid",
    is_cod_available: area !== undefined,
    request_uuid: requestId,
    stormbreaker_uuid: requestId,
    error,
    location_details: body.location_details.map((location) => ({
      ...(location.fulfillment_id !== undefined ? { fulfillment_id: location.fulfillment_id } : {}),
      from_pincode: location.from_pincode,
      articles: location.articles.map((article): TatArticleResult => {
        const extraDays = manufacturingDays(article.manufacturing_time, article.manufacturing_time_unit);
        const base = {
          ...article,
          is_cod_available: area !== undefined,
          _manufacturing_time_seconds: extraDays * 86_400,
        };
        if (!area) return { ...base, error };
        const promise = deliveryPromise(location.from_pincode, toPincode, at, extraDays);
        return { ...base, promise: { timestamp: promise.timestamp, formatted: promise.formatted }, error: noError };
      }),
    })),
  };
}

/** The promise of each active store that delivers to the pincode (zones.ts), and the fastest of them. */
export async function deliveryPromises(
  db: Db,
  toPincode: string,
  page: { pageNo: number; pageSize: number },
  at: number,
): Promise<DeliveryPromiseResponse> {
  const serving = inArray(stores.uid, (await serviceableArea(db, toPincode)).stores);
  const { pageNo, pageSize } = page;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(stores)
      .where(serving)
      .orderBy(asc(stores.uid))
      .limit(pageSize)
      .offset((pageNo - 1) * pageSize),
    db.select({ total: count() }).from(stores).where(serving),
  ]);
  const items = rows.map((s) => {
    const promise = deliveryPromise(s.pincode, toPincode, at);
    return {
      uid: s.uid,
      code: s.code,
      name: s.name,
      delivery_promise: { min: promise.iso.min, max: promise.iso.max },
    };
  });
  const fastest = [...items].sort((a, b) => a.delivery_promise.min.localeCompare(b.delivery_promise.min))[0];
  return {
    items,
    delivery_promise: fastest?.delivery_promise ?? { min: "", max: "" },
    page: numberPage(pageNo, pageSize, total),
  };
}
