/**
 * The signed-in shopper's addresses as the cart lists them (GET cart/v1.0/address); adding, editing
 * and removing addresses, and the cart itself, come with a later issue.
 */
import { and, asc, count, desc, eq, sql } from "drizzle-orm";
import type { Address, GetAddressesResponse } from "../../contract/types";
import type { Db } from "../../db/client";
import { addresses } from "../../db/schema";
import type { AddressQuery } from "./validators";

const ADDRESS_MAX_LIMIT = 50;

type AddressRow = typeof addresses.$inferSelect;

function toAddress(row: AddressRow): Address {
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

/** The shopper's active addresses (default first, then the latest changed), filtered as asked. */
export async function listAddresses(
  db: Db,
  owner: { applicationId: string; userId: string },
  query: AddressQuery,
): Promise<GetAddressesResponse> {
  const mine = and(
    eq(addresses.userId, owner.userId),
    eq(addresses.applicationId, owner.applicationId),
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
  return {
    address: rows.map(toAddress),
    validation_config: { address_max_limit: ADDRESS_MAX_LIMIT, user_address_count: total },
  };
}
