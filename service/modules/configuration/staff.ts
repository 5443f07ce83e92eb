/** The sales channel's staff (Fynd's AppStaff), for the cart's staff selection. */
import { and, asc, count, eq, or, sql, type SQL } from "drizzle-orm";
import type { AppStaff, AppStaffListResponse, AppStaffResponse } from "../../contract/types";
import type { Db } from "../../db/client";
import { appStaff } from "../../db/schema";
import { numberPage } from "../catalog/products";
import type { StaffListQuery, StaffQuery } from "./validators";

/** The most staff one call answers without paging. */
const STAFF_LIMIT = 500;

function toStaff(row: typeof appStaff.$inferSelect): AppStaff {
  return {
    _id: row.id,
    application: row.applicationId,
    user: row.user,
    first_name: row.firstName,
    last_name: row.lastName,
    employee_code: row.employeeCode,
    title: row.title,
    order_incent: row.orderIncent,
    stores: row.stores,
    profile_pic_url: row.profilePicUrl,
  };
}

function staffWhere(applicationId: string, query: StaffQuery): SQL | undefined {
  const name = query.user_name?.replace(/[\\%_]/g, (c) => `\\${c}`);
  return and(
    eq(appStaff.applicationId, applicationId),
    query.order_incent === undefined ? undefined : eq(appStaff.orderIncent, query.order_incent),
    query.ordering_store === undefined
      ? undefined
      : sql`${appStaff.stores} @> ${JSON.stringify([query.ordering_store])}::jsonb`,
    query.user ? eq(appStaff.user, query.user) : undefined,
    name
      ? or(
          sql`${appStaff.userName} ilike ${`%${name}%`}`,
          sql`(${appStaff.firstName} || ' ' || ${appStaff.lastName}) ilike ${`%${name}%`}`,
        )
      : undefined,
  );
}

const byName = [asc(appStaff.firstName), asc(appStaff.lastName), asc(appStaff.id)];

/** GET staff: every matching member (at most 500). */
export async function findStaff(db: Db, applicationId: string, query: StaffQuery): Promise<AppStaffResponse> {
  const rows = await db
    .select()
    .from(appStaff)
    .where(staffWhere(applicationId, query))
    .orderBy(...byName)
    .limit(STAFF_LIMIT);
  return { staff_users: rows.map(toStaff) };
}

/** GET staff/list: a page of matching members. */
export async function listStaff(db: Db, applicationId: string, query: StaffListQuery): Promise<AppStaffListResponse> {
  const where = staffWhere(applicationId, query);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(appStaff)
      .where(where)
      .orderBy(...byName)
      .limit(query.page_size)
      .offset((query.page_no - 1) * query.page_size),
    db.select({ total: count() }).from(appStaff).where(where),
  ]);
  return { items: rows.map(toStaff), page: numberPage(query.page_no, query.page_size, total) };
}
