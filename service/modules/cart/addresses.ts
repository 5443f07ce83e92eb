/**
 * The signed-in shopper's saved addresses (cart/v1.0/address): list, read, add, edit and remove.
 * An address belongs to one shopper: any other shopper's id is a 404. A shopper has at most one
 * default address: making one the default unsets the old one in the same transaction (a partial
 * unique index holds the rule), and the first address a shopper saves is their default.
 */
import { and, asc, count, desc, eq, ne, sql } from "drizzle-orm";
import type {
  Address,
  DeleteAddressResult,
  GetAddressesResponse,
  OrderAddress,
  SaveAddressResult,
  UpdateAddressResult,
} from "../../contract/types";
import type { Db, Tx } from "../../db/client";
import { newId } from "../../db/ids";
import { ownedBy, type Owner } from "../../db/owner";
import { addresses, users } from "../../db/schema";
import { ApiError, fieldErrors, invalidFields, notFound } from "../../http/errors";
import { addressBody, type AddressInput, type AddressPatch, type AddressQuery } from "./validators";

const ADDRESS_MAX_LIMIT = 50;

type AddressRow = typeof addresses.$inferSelect;

/** The shopper an address belongs to. */
export type AddressOwner = Owner;

/** An address as an order keeps it (its delivery and billing address): the address less the book's own fields. */
export const toOrderAddress = (row: AddressRow): OrderAddress => ({
  name: row.name,
  phone: row.phone,
  email: row.email,
  address: row.address,
  area: row.area,
  landmark: row.landmark,
  area_code: row.areaCode,
  city: row.city,
  state: row.state,
  country: row.country,
  country_iso_code: row.countryIsoCode,
  country_phone_code: row.countryPhoneCode,
  address_type: row.addressType,
});

function toAddress(row: AddressRow): Address {
  return {
    id: row.id,
    ...toOrderAddress(row),
    area_code_slug: "pincode",
    state_code: row.stateCode,
    country_code: row.countryIsoCode,
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

const mine = (owner: AddressOwner) => and(ownedBy(addresses, owner), eq(addresses.isActive, true));

/** The shopper's active addresses (default first, then the latest changed), filtered as asked. */
export async function listAddresses(db: Db, owner: AddressOwner, query: AddressQuery): Promise<GetAddressesResponse> {
  const filters = [
    mine(owner),
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
    db.select({ total: count() }).from(addresses).where(mine(owner)),
  ]);
  return {
    address: rows.map(toAddress),
    validation_config: { address_max_limit: ADDRESS_MAX_LIMIT, user_address_count: total },
  };
}

export async function findAddress(db: Tx, owner: AddressOwner, id: string): Promise<AddressRow | undefined> {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(mine(owner), eq(addresses.id, id)))
    .limit(1);
  return row;
}

/** One of the shopper's addresses; 404 for an unknown, removed or someone else's id. */
export async function getAddress(db: Db, owner: AddressOwner, id: string): Promise<Address> {
  const row = await findAddress(db, owner, id);
  if (!row) throw notFound("Address not found");
  return toAddress(row);
}

/** The columns an address's input sets. */
function columns(input: AddressInput) {
  const iso =
    input.country_iso_code ?? (/^[A-Z]{2}$/i.test(input.country_code ?? "") ? input.country_code!.toUpperCase() : "IN");
  return {
    name: input.name,
    phone: input.phone ?? "",
    email: input.email ?? "",
    address: input.address,
    area: input.area ?? "",
    landmark: input.landmark ?? "",
    sector: input.sector ?? "",
    areaCode: input.area_code,
    city: input.city,
    state: input.state,
    stateCode: input.state_code ?? "",
    country: input.country || (iso === "IN" ? "India" : iso),
    countryIsoCode: iso,
    countryPhoneCode: input.country_phone_code ?? (iso === "IN" ? "+91" : ""),
    addressType: input.address_type ?? "home",
    latitude: input.geo_location?.latitude ?? null,
    longitude: input.geo_location?.longitude ?? null,
    tags: input.tags ?? [],
    checkoutMode: input.checkout_mode ?? "self",
  };
}

/** An address row as the input that would save it again (the base of an edit). */
function inputOf(row: AddressRow): AddressInput {
  return {
    name: row.name,
    phone: row.phone || undefined,
    email: row.email,
    address: row.address,
    area: row.area,
    landmark: row.landmark,
    sector: row.sector,
    area_code: row.areaCode,
    city: row.city,
    state: row.state,
    state_code: row.stateCode,
    country: row.country,
    country_iso_code: row.countryIsoCode,
    country_phone_code: row.countryPhoneCode || undefined,
    address_type: row.addressType,
    geo_location:
      row.latitude !== null && row.longitude !== null ? { latitude: row.latitude, longitude: row.longitude } : null,
    tags: row.tags,
    is_default_address: row.isDefault,
    checkout_mode: row.checkoutMode as AddressInput["checkout_mode"],
  };
}

/**
 * Serialises a shopper's address writes (their user row is locked until the transaction ends), so
 * two requests cannot both make a default or both pass the address limit.
 */
async function lockShopper(tx: Tx, owner: AddressOwner) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, owner.userId)).for("update");
}

/** Unsets the shopper's default address, but for `keep`. */
const unsetDefault = (tx: Tx, owner: AddressOwner, keep: string) =>
  tx
    .update(addresses)
    .set({ isDefault: false })
    .where(and(mine(owner), eq(addresses.isDefault, true), ne(addresses.id, keep)));

/** Saves a new address; the first one, or one sent as the default, becomes the default. */
export async function addAddress(db: Db, owner: AddressOwner, input: AddressInput): Promise<SaveAddressResult> {
  return db.transaction(async (tx) => {
    await lockShopper(tx, owner);
    const [{ total }] = await tx.select({ total: count() }).from(addresses).where(mine(owner));
    if (total >= ADDRESS_MAX_LIMIT)
      throw new ApiError(400, `You can save at most ${ADDRESS_MAX_LIMIT} addresses`, undefined, "ADDRESS_LIMIT");
    const id = newId();
    const isDefault = total === 0 || input.is_default_address === true;
    if (isDefault) await unsetDefault(tx, owner, id);
    await tx.insert(addresses).values({
      id,
      applicationId: owner.applicationId,
      userId: owner.userId,
      ...columns(input),
      isDefault,
    });
    return { id, success: true, is_default_address: isDefault };
  });
}

/** Changes the fields sent; the result must still be a valid address. */
export async function updateAddress(
  db: Db,
  owner: AddressOwner,
  id: string,
  patch: AddressPatch,
): Promise<UpdateAddressResult> {
  return db.transaction(async (tx) => {
    await lockShopper(tx, owner);
    const row = await findAddress(tx, owner, id);
    if (!row) throw notFound("Address not found");
    const merged = addressBody.safeParse({ ...inputOf(row), ...patch });
    if (!merged.success) throw invalidFields(fieldErrors(merged.error));
    const isDefault = merged.data.is_default_address ?? row.isDefault;
    if (isDefault) await unsetDefault(tx, owner, id);
    await tx
      .update(addresses)
      .set({ ...columns(merged.data), isDefault, updatedAt: new Date() })
      .where(eq(addresses.id, id));
    return { id, success: true, is_updated: true, is_default_address: isDefault };
  });
}

/** Removes one of the shopper's addresses (it stays in past orders' records, inactive). */
export async function removeAddress(db: Db, owner: AddressOwner, id: string): Promise<DeleteAddressResult> {
  const removed = await db
    .update(addresses)
    .set({ isActive: false, isDefault: false, updatedAt: new Date() })
    .where(and(mine(owner), eq(addresses.id, id)))
    .returning({ id: addresses.id });
  if (removed.length === 0) throw notFound("Failed to remove address");
  return { id, is_deleted: true };
}
