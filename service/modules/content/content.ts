/** Content: the store's navigation menus, its SEO, support and legal documents, and its announcements. */
import { asc, count, eq } from "drizzle-orm";
import type {
  AnnouncementsResponse,
  LegalResponse,
  Navigation,
  NavigationsResponse,
  SeoResponse,
  SupportResponse,
} from "../../contract/types";
import type { Db } from "../../db/client";
import { navigations } from "../../db/schema";
import { documentId, getAppDocument } from "../documents";
import type { NavigationsQuery } from "./validators";

export async function listNavigations(
  db: Db,
  applicationId: string,
  { page_no, page_size }: NavigationsQuery,
): Promise<NavigationsResponse> {
  const where = eq(navigations.applicationId, applicationId);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(navigations)
      .where(where)
      .orderBy(asc(navigations.createdAt), asc(navigations.id))
      .limit(page_size)
      .offset((page_no - 1) * page_size),
    db.select({ total: count() }).from(navigations).where(where),
  ]);
  const items: Navigation[] = rows.map((row) => ({
    _id: row.id,
    name: row.name,
    slug: row.slug,
    platform: row.platform,
    position: row.position,
    orientation: row.orientation,
    navigation: row.navigation as Navigation["navigation"],
  }));
  return {
    items,
    page: {
      type: "number",
      current: page_no,
      size: page_size,
      item_total: total,
      has_next: page_no * page_size < total,
    },
  };
}

/** Stored in the response shape: {seo: {...}}. */
export const getSeo = (db: Db, applicationId: string) => getAppDocument<SeoResponse>(db, applicationId, "seo");

export async function getSupport(db: Db, applicationId: string): Promise<SupportResponse> {
  const doc = await getAppDocument<Omit<SupportResponse, "_id" | "application">>(db, applicationId, "support");
  return { ...doc, _id: documentId(applicationId, "support"), application: applicationId };
}

export async function getLegal(db: Db, applicationId: string): Promise<LegalResponse> {
  const doc = await getAppDocument<Omit<LegalResponse, "_id" | "application">>(db, applicationId, "legal");
  return { ...doc, _id: documentId(applicationId, "legal"), application: applicationId };
}

/** getAnnouncements: this store configures none, so the answer is always empty. */
export const NO_ANNOUNCEMENTS: AnnouncementsResponse = { announcements: {}, refresh_rate: 900, refresh_pages: [] };
