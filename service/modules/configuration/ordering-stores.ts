/**
 * Ordering stores (Fynd's deployment stores): the stores an application takes orders for, chosen by
 * its "ordering_store" document (all active stores, or the listed uids), paged and searched.
 */
import { and, asc, count, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import type { OrderingStore, OrderingStoreConfig, OrderingStores } from "../../contract/types";
import type { Db } from "../../db/client";
import { stores } from "../../db/schema";
import { notFound } from "../../http/errors";
import { numberPage } from "../catalog/products";
import { documentId, findAppDocument } from "../documents";
import type { OrderingStoresQuery } from "./validators";

type StoreRow = typeof stores.$inferSelect;

/** Without a document the application takes orders for no store (selection stays off). */
const NO_ORDERING_STORES: OrderingStoreConfig = {
  enabled: false,
  type: "hard",
  all_stores: false,
  deployed_stores: [],
};

async function orderingStoreConfig(db: Db, applicationId: string): Promise<OrderingStoreConfig> {
  return (await findAppDocument<OrderingStoreConfig>(db, applicationId, "ordering_store")) ?? NO_ORDERING_STORES;
}

/** The condition that picks the configuration's stores. */
function deployed(config: OrderingStoreConfig): SQL {
  if (config.all_stores) return eq(stores.isActive, true);
  if (config.deployed_stores.length === 0) return sql`false`;
  return and(eq(stores.isActive, true), inArray(stores.uid, config.deployed_stores))!;
}

/** A 24-hex id per store (stores are keyed by their uid). */
const storeId = (uid: number) => uid.toString(16).padStart(24, "0");

const PHONE_CODE: Record<string, number> = { IN: 91, US: 1, AE: 971, GB: 44 };

function toOrderingStore(row: StoreRow): OrderingStore {
  const pincode = Number(row.pincode);
  const [address1, ...rest] = row.address.split(", ");
  return {
    _id: storeId(row.uid),
    uid: row.uid,
    name: row.name,
    display_name: row.displayName || row.name,
    store_type: row.storeType,
    store_code: row.code,
    code: row.code,
    pincode,
    address: {
      address1,
      address2: rest.join(", "),
      city: row.city,
      state: row.state,
      country: row.country,
      pincode,
      lat_long: { type: "Point", coordinates: [row.longitude, row.latitude] },
    },
    timing: row.timings,
    contact_numbers: row.phone ? [{ country_code: PHONE_CODE[row.countryCode] ?? 91, number: row.phone }] : [],
  };
}

const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A page of the application's ordering stores, by name, filtered by `q`; with the configuration. */
export async function listOrderingStores(
  db: Db,
  applicationId: string,
  query: OrderingStoresQuery,
): Promise<OrderingStores> {
  const config = await orderingStoreConfig(db, applicationId);
  const pattern = query.q ? containing(query.q) : undefined;
  const where = and(
    deployed(config),
    pattern
      ? or(
          sql`${stores.name} ilike ${pattern}`,
          sql`${stores.displayName} ilike ${pattern}`,
          sql`${stores.code} ilike ${pattern}`,
          sql`${stores.city} ilike ${pattern}`,
          sql`${stores.pincode} ilike ${pattern}`,
        )
      : undefined,
  );
  const { page_no, page_size } = query;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(stores)
      .where(where)
      .orderBy(asc(stores.name), asc(stores.uid))
      .limit(page_size)
      .offset((page_no - 1) * page_size),
    db.select({ total: count() }).from(stores).where(where),
  ]);
  return {
    _id: documentId(applicationId, "ordering_store"),
    app: applicationId,
    ...config,
    items: rows.map(toOrderingStore),
    page: numberPage(page_no, page_size, total),
  };
}

/** One of the application's ordering stores; 404 for any other uid. */
export async function getOrderingStore(db: Db, applicationId: string, uid: number): Promise<OrderingStore> {
  const config = await orderingStoreConfig(db, applicationId);
  const [row] = await db
    .select()
    .from(stores)
    .where(and(deployed(config), eq(stores.uid, uid)))
    .limit(1);
  if (!row) throw notFound("Store not found");
  return toOrderingStore(row);
}
