/**
 * Cart module. For now only the signed-in shopper's address list (GET cart/v1.0/address); adding,
 * editing and removing addresses, and the cart itself, come with a later issue.
 */
import { and, asc, count, desc, eq, sql } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import type { Address, GetAddressesResponse } from "../../contract/types";
import type { Db } from "../../db/client";
import { addresses } from "../../db/schema";
import { parseQuery } from "../../http/errors";
import { currentUser, optionalUser, requireUser, type UserEnv } from "../../http/session";

export const ADDRESS_MAX_LIMIT = 50;

type AddressRow = typeof addresses.$inferSelect;

export function toAddress(row: AddressRow): Address {
  return {
    id: row.id,
    name: row.name,
    phone: row.phone,
    email: row.email,
    address: row.address,
    area: row.area,
    landmark: row.landmark,
    area_code: row.areaCode,
    area_code_slug: "pincode",
    city: row.city,
    state: row.state,
    country: row.country,
    country_code: row.countryIsoCode,
    country_iso_code: row.countryIsoCode,
    country_phone_code: row.countryPhoneCode,
    address_type: row.addressType,
    is_default_address: row.isDefault,
    is_active: row.isActive,
    geo_location:
      row.latitude !== null && row.longitude !== null ? { latitude: row.latitude, longitude: row.longitude } : null,
    tags: row.tags,
    checkout_mode: row.checkoutMode,
    sector: row.sector,
    user_id: row.userId,
    created_by_user_id: row.userId,
  };
}

const text = (name: string, max: number) => z.string().trim().max(max, `${name} must be at most ${max} characters`);

const addressQuery = z.object({
  // Accepted for the official SDK; the cart does not change which addresses a shopper has.
  cart_id: text("cart_id", 100).optional(),
  buy_now: z.enum(["true", "false"], { message: "buy_now must be true or false" }).optional(),
  mobile_no: z
    .string()
    .trim()
    .transform((v) => v.replace(/[\s()+-]/g, ""))
    .pipe(z.string().regex(/^\d{0,15}$/, "mobile_no must contain only digits"))
    .optional(),
  checkout_mode: z.enum(["self", "other"], { message: "checkout_mode must be self or other" }).optional(),
  tags: z
    .union([z.string(), z.array(z.string())])
    .transform((v) =>
      (Array.isArray(v) ? v : [v])
        .flatMap((t) => t.split(","))
        .map((t) => t.trim())
        .filter(Boolean),
    )
    .pipe(z.array(text("tags", 50)).max(20, "At most 20 tags"))
    .optional(),
  is_default: z.enum(["true", "false"], { message: "is_default must be true or false" }).optional(),
});

export function cartRoutes(db: Db, options: { now?: () => number } = {}) {
  const now = options.now ?? Date.now;
  const routes = new Hono<UserEnv>({ strict: true });
  routes.use("*", optionalUser(db, now));

  routes.get("/v1.0/address", requireUser(), async (c) => {
    const query = parseQuery(c, addressQuery);
    const user = currentUser(c);
    const mine = and(
      eq(addresses.userId, user.id),
      eq(addresses.applicationId, c.get("application").id),
      eq(addresses.isActive, true),
    );
    const filters = [
      mine,
      query.is_default === "true" ? eq(addresses.isDefault, true) : undefined,
      query.checkout_mode ? eq(addresses.checkoutMode, query.checkout_mode) : undefined,
      query.mobile_no ? eq(addresses.phone, query.mobile_no) : undefined,
      query.tags?.length
        ? sql`${addresses.tags} ?| ${sql`array[${sql.join(
            query.tags.map((t) => sql`${t}`),
            sql`, `,
          )}]::text[]`}`
        : undefined,
    ];
    const [rows, [{ total }]] = await Promise.all([
      db
        .select()
        .from(addresses)
        .where(and(...filters))
        .orderBy(desc(addresses.isDefault), desc(addresses.updatedAt), asc(addresses.id))
        .limit(ADDRESS_MAX_LIMIT),
      db.select({ total: count() }).from(addresses).where(mine),
    ]);
    const response: GetAddressesResponse = {
      address: rows.map(toAddress),
      validation_config: { address_max_limit: ADDRESS_MAX_LIMIT, user_address_count: total },
    };
    return c.json(response);
  });

  return routes;
}
