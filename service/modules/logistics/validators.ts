/** Inputs of the logistics routes: pincodes in paths, the TAT body and the shopper's location header. */
import { z } from "zod";
import { ApiError, fieldErrors, queryBool, queryInt } from "../../http/errors";
import { NOT_SERVICEABLE } from "./localities";
import { PINCODE_PATTERN } from "../../contract/validation";

const pincode = z.string().regex(PINCODE_PATTERN, "must be a 6-digit Indian pincode");
const textField = z.string().max(100).optional();
const pincodeInput = z.union([z.string().max(20), z.number().int().nonnegative()]).transform(String);

export const localityParams = z.object({
  locality_type: z.enum(["pincode"], {
    errorMap: () => ({ message: "locality_type must be pincode (the only locality type served)" }),
  }),
  locality_value: z.string().regex(PINCODE_PATTERN, "locality_value must be a 6-digit Indian pincode"),
});
export const localityQuery = z.object({ country: textField, state: textField, city: textField, sector: textField });
export const pincodeParams = z.object({ pincode });

export const tatBody = z.object({
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
type TatLocation = NonNullable<TatBody["location_details"]>[number];
/** A TAT body that passed `checkTat`: the pincodes, locations and articles it needs are there. */
export type TatRequest = Omit<TatBody, "to_pincode" | "location_details"> & {
  to_pincode: string;
  location_details: (Omit<TatLocation, "from_pincode" | "articles"> & {
    from_pincode: string;
    articles: NonNullable<TatLocation["articles"]>;
  })[];
};

/** The spec's rule: no to_pincode, no from_pincode or no category id → 400 'Pincode not serviceable'. */
export function checkTat(body: TatBody): TatRequest {
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
  if (Object.keys(errors).length) throw new ApiError(400, NOT_SERVICEABLE, errors);
  return body as TatRequest;
}

export const deliveryPromiseQuery = z.object({
  page_no: queryInt(1, 10_000).default(1),
  page_size: queryInt(1, 100).default(20),
});

const isScalar = (value: unknown): value is string | number | boolean =>
  ["string", "number", "boolean"].includes(typeof value);

/** The pincode of the x-location-detail header, which getDeliveryPromise requires. */
export function deliveryPincode(header: string | undefined): string {
  let toPincode: string | undefined;
  try {
    const detail = JSON.parse(header ?? "null") as { pincode?: unknown; area_code?: unknown } | null;
    const value = detail?.pincode ?? detail?.area_code;
    if (value !== undefined && value !== null) toPincode = isScalar(value) ? String(value) : JSON.stringify(value);
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
  return toPincode;
}

const code = z.string().trim().min(2, "must be a country code").max(60);

export const countryParams = z.object({ country_iso_code: code });

export const countriesQuery = z.object({
  onboarding: queryBool.optional(),
  page_no: queryInt(1, 10_000).default(1),
  page_size: queryInt(1, 1000).default(12),
  q: z.string().max(100).optional(),
  hierarchy: z.string().max(100).optional(),
  phone_code: z.string().max(10).optional(),
});

export const localitiesParams = z.object({
  locality_type: z.enum(["pincode", "city", "state", "country"], {
    errorMap: () => ({ message: "locality_type must be pincode, city, state or country" }),
  }),
});

/** The storefront asks for 1000 localities a page (spec part 1 §9). */
export const localitiesQuery = localityQuery.extend({
  q: z.string().max(100).optional(),
  page_no: queryInt(1, 100_000).default(1),
  page_size: queryInt(1, 1000).default(100),
});

export const validateAddressParams = z.object({
  country_iso_code: code,
  template_name: z.string().min(1).max(60),
});

const addressText = z.string().max(200).optional();
export const validateAddressBody = z.object({
  address: addressText,
  address1: addressText,
  address2: addressText,
  area: addressText,
  landmark: addressText,
  pincode: addressText,
  sector: addressText,
  city: addressText,
  state: addressText,
  name: addressText,
  phone: addressText,
  email: addressText,
});

export const courierPartnersParams = z.object({
  company_id: queryInt(1, 2_147_483_647),
  application_id: z.string().min(1).max(100),
});

const courierLocation = z.object({
  pincode: z.string().max(20).optional(),
  sector_code: z.string().max(100).optional(),
  state_code: z.string().max(100).optional(),
  city_code: z.string().max(100).optional(),
  country_code: z.string().min(2, "country_code is required").max(3),
});

export const courierPartnersBody = z.object({
  from_location: courierLocation,
  to_location: courierLocation,
  shipments: z
    .array(z.object({ id: z.string().max(100) }).passthrough())
    .max(100)
    .optional(),
  journey: z.string().max(20).optional(),
  payment_mode: z.string().max(20).optional(),
});
export type CourierPartnersBody = z.infer<typeof courierPartnersBody>;

export const fulfillmentOptionsQuery = z.object({
  product_slug: z.string().max(200).optional(),
  store_id: queryInt(1, 2_147_483_647).optional(),
});
