/** The rule "this row belongs to this shopper", written once for every table a shopper owns rows in. */
import { and, eq, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";

/** A shopper as the owner of rows: their application and their user id. */
export interface Owner {
  applicationId: string;
  userId: string;
}

/** A table with the owning application and shopper as text columns (shopperOwned() in schema/user.ts, or its own). */
export interface OwnedTable {
  applicationId: AnyPgColumn<{ data: string }>;
  userId: AnyPgColumn<{ data: string }>;
}

/** The condition that a row of `table` is `owner`'s: same application and same shopper. */
export const ownedBy = (table: OwnedTable, owner: Owner): SQL =>
  and(eq(table.applicationId, owner.applicationId), eq(table.userId, owner.userId))!;
