/**
 * Logistics module: pincode lookups and delivery promises.
 *
 * - getLocality   GET  v1.0/localities/pincode/{pincode} → the pincode with its city, state and country
 * - getPincodeCity GET v1.0/pincode/{pincode}           → the older PincodeDetails shape of the same
 * - getTatProduct POST v1.0/                             → the TAT ("turn-around time") product call:
 *   when would these articles, shipped from from_pincode, reach to_pincode (spec §3)
 * - getDeliveryPromise GET v1.0/delivery-promise         → each store's promise for the shopper's
 *   pincode (x-location-detail)
 *
 * Serviceable pincodes are listed in pincodes.ts; the promise rule is in promise.ts.
 */
import { asc, count, eq } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import type {
  DeliveryPromiseResponse,
  GetLocality,
  LocalityParent,
  PincodeDetails,
  TatArticleResult,
  TatResponse,
} from "../../contract/types";
import type { Db } from "../../db/client";
import { stores } from "../../db/schema";
import { ApiError, fieldErrors, parseJson, parseParams, parseQuery, queryInt } from "../../http/errors";
import type { ServiceEnv } from "../../http/middleware";
import { localitySlug, PINCODE_PATTERN, pincodeArea, type PincodeArea } from "./pincodes";
import { deliveryPromise, manufacturingDays } from "./promise";

export const NOT_SERVICEABLE = "Pincode not serviceable";

const notServiceable = (errors?: Record<string, string[]>) => new ApiError(404, NOT_SERVICEABLE, errors);

function localities(pincode: string, area: PincodeArea): GetLocality {
  const country: LocalityParent = {
    id: "country-india",
    name: "india",
    display_name: "India",
    type: "country",
    code: "IN",
    parent_ids: [],
  };
  const state: LocalityParent = {
    id: `state-${localitySlug(area.state)}`,
    name: localitySlug(area.state),
    display_name: area.state,
    type: "state",
    code: area.stateCode,
    parent_ids: [country.id],
    meta: { state_code: area.stateCode },
  };
  const city: LocalityParent = {
    id: `city-${localitySlug(area.city)}`,
    name: localitySlug(area.city),
    display_name: area.city,
    type: "city",
    parent_ids: [state.id, country.id],
  };
  return {
    id: `pincode-${pincode}`,
    name: pincode,
    display_name: pincode,
    type: "pincode",
    parent_ids: [city.id, state.id, country.id],
    localities: [city, state, country],
  };
}

const pincode = z.string().regex(PINCODE_PATTERN, "must be a 6-digit Indian pincode");
const textField = z.string().max(100).optional();
const pincodeInput = z.union([z.string().max(20), z.number().int().nonnegative()]).transform(String);

const tatBody = z.object({
  to_pincode: pincodeInput.optional(),
  source: textField,
  action: textField,
  identifier: textField,
  journey: textField,
  location_details: z
    .array(
      z.object({
        fulfillment_id: z.number().int().optional(),
        from_pincode: pincodeInput.optional(),
        articles: z
          .array(
            z.object({
              category: z
                .object({ level: z.string().max(20).optional(), id: z.number().int().positive().optional() })
                .optional(),
              manufacturing_time: z.number().min(0).max(8760).optional(),
              manufacturing_time_unit: z.enum(["days", "hours"]).optional(),
              available_quantity: z.number().int().min(0).optional(),
            }),
          )
          .max(100)
          .optional(),
      }),
    )
    .max(20)
    .optional(),
});

type TatBody = z.infer<typeof tatBody>;

/** The spec's rule: no to_pincode, no from_pincode or no category id → 'Pincode not serviceable'. */
function tatProblems(body: TatBody): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);
  if (!body.to_pincode) add("to_pincode", "to_pincode is required");
  else if (!PINCODE_PATTERN.test(body.to_pincode)) add("to_pincode", "to_pincode must be a 6-digit Indian pincode");
  if (!body.location_details?.length) add("location_details", "location_details needs at least one location");
  body.location_details?.forEach((location, i) => {
    if (!location.from_pincode) add(`location_details.${i}.from_pincode`, "from_pincode is required");
    else if (!PINCODE_PATTERN.test(location.from_pincode))
      add(`location_details.${i}.from_pincode`, "from_pincode must be a 6-digit Indian pincode");
    if (!location.articles?.length) add(`location_details.${i}.articles`, "articles needs at least one article");
    location.articles?.forEach((article, j) => {
      if (!article.category?.id) add(`location_details.${i}.articles.${j}.category.id`, "category.id is required");
    });
  });
  return errors;
}

const noError = { type: null, value: null, message: null };

export function logisticsRoutes(db: Db, options: { now?: () => number } = {}) {
  const routes = new Hono<ServiceEnv>();
  const now = options.now ?? Date.now;

  routes.get("/v1.0/localities/:locality_type/:locality_value", (c) => {
    const params = parseParams(
      c,
      z.object({
        locality_type: z.enum(["pincode"], {
          errorMap: () => ({ message: "locality_type must be pincode (the only locality type served)" }),
        }),
        locality_value: z.string().regex(PINCODE_PATTERN, "locality_value must be a 6-digit Indian pincode"),
      }),
    );
    const query = parseQuery(c, z.object({ country: textField, state: textField, city: textField, sector: textField }));
    const area = pincodeArea(params.locality_value);
    if (!area) throw notServiceable();
    if (query.country && !["in", "ind", "india"].includes(query.country.toLowerCase())) throw notServiceable();
    return c.json(localities(params.locality_value, area));
  });

  routes.get("/v1.0/pincode/:pincode", (c) => {
    const params = parseParams(c, z.object({ pincode }));
    const area = pincodeArea(params.pincode);
    if (!area) throw notServiceable();
    const country = { sub_type: "country", name: "india", display_name: "India", uid: "country-india" };
    const body: PincodeDetails = {
      success: true,
      data: [
        {
          uid: `pincode:INDIA|${area.state.toUpperCase()}|${area.city.toUpperCase()}|${params.pincode}`,
          name: params.pincode,
          display_name: params.pincode,
          sub_type: "pincode",
          meta: { zone: area.state, internal_zone_id: Number(params.pincode[0]) },
          meta_code: { country_code: "IND", isd_code: "+91" },
          parents: [
            country,
            {
              sub_type: "state",
              name: localitySlug(area.state),
              display_name: area.state,
              uid: `state-${localitySlug(area.state)}`,
            },
            {
              sub_type: "city",
              name: localitySlug(area.city),
              display_name: area.city,
              uid: `city-${localitySlug(area.city)}`,
            },
          ],
          lat_long: { type: "Point", coordinates: [] },
          error: noError,
        },
      ],
      error: noError,
    };
    return c.json(body);
  });

  routes.post("/v1.0/", async (c) => {
    const body = await parseJson(c, tatBody);
    const problems = tatProblems(body);
    if (Object.keys(problems).length) throw new ApiError(400, NOT_SERVICEABLE, problems);
    const toPincode = body.to_pincode!;
    const area = pincodeArea(toPincode);
    const at = now();
    const error = area ? noError : { type: "NotServiceable", value: toPincode, message: NOT_SERVICEABLE };
    const response: TatResponse = {
      success: area !== undefined,
      to_pincode: toPincode,
      to_city: area?.city ?? "",
      source: body.source ?? "",
      action: body.action ?? "get_tat",
      identifier: body.identifier ?? "",
      journey: body.journey ?? "forward",
      payment_mode: "prepaid",
      is_cod_available: area !== undefined,
      request_uuid: c.get("requestId"),
      stormbreaker_uuid: c.get("requestId"),
      error,
      location_details: body.location_details!.map((location) => ({
        ...(location.fulfillment_id !== undefined ? { fulfillment_id: location.fulfillment_id } : {}),
        from_pincode: location.from_pincode!,
        articles: location.articles!.map((article): TatArticleResult => {
          const extraDays = manufacturingDays(article.manufacturing_time, article.manufacturing_time_unit);
          const base = {
            ...article,
            is_cod_available: area !== undefined,
            _manufacturing_time_seconds: extraDays * 86_400,
          };
          if (!area) return { ...base, error };
          const promise = deliveryPromise(location.from_pincode!, toPincode, at, extraDays);
          return { ...base, promise: { timestamp: promise.timestamp, formatted: promise.formatted }, error: noError };
        }),
      })),
    };
    return c.json(response);
  });

  routes.get("/v1.0/delivery-promise", async (c) => {
    const query = parseQuery(
      c,
      z.object({ page_no: queryInt(1, 10_000).default(1), page_size: queryInt(1, 100).default(20) }),
    );
    let toPincode: string | undefined;
    try {
      const detail = JSON.parse(c.req.header("x-location-detail") ?? "null") as {
        pincode?: unknown;
        area_code?: unknown;
      } | null;
      const value = detail?.pincode ?? detail?.area_code;
      if (value !== undefined && value !== null) toPincode = String(value);
    } catch {
      throw new ApiError(400, "x-location-detail must be JSON", {
        "x-location-detail": ["x-location-detail must be JSON"],
      });
    }
    if (!toPincode)
      throw new ApiError(400, "pincode not provided", { "x-location-detail": ["x-location-detail needs a pincode"] });
    const checked = pincode.safeParse(toPincode);
    if (!checked.success)
      throw new ApiError(400, NOT_SERVICEABLE, {
        "x-location-detail.pincode": fieldErrors(checked.error)._ ?? ["invalid pincode"],
      });
    if (!pincodeArea(toPincode)) throw notServiceable();
    const [rows, [{ total }]] = await Promise.all([
      db
        .select()
        .from(stores)
        .where(eq(stores.isActive, true))
        .orderBy(asc(stores.uid))
        .limit(query.page_size)
        .offset((query.page_no - 1) * query.page_size),
      db.select({ total: count() }).from(stores).where(eq(stores.isActive, true)),
    ]);
    const at = now();
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
    const body: DeliveryPromiseResponse = {
      items,
      delivery_promise: fastest?.delivery_promise ?? { min: "", max: "" },
      page: {
        type: "number",
        current: query.page_no,
        size: query.page_size,
        item_total: total,
        has_next: query.page_no * query.page_size < total,
        has_previous: query.page_no > 1,
      },
    };
    return c.json(body);
  });

  return routes;
}
