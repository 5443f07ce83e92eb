import { and, eq } from "drizzle-orm";
import type { Db, Tx } from "../db/client";
import { appDocuments } from "../db/schema";
import { notFound } from "../http/errors";

/** One of an application's whole documents (contact info, features, seo, legal…), or undefined when it has none. */
export async function findAppDocument<T>(db: Tx, applicationId: string, kind: string): Promise<T | undefined> {
  const [row] = await db
    .select({ data: appDocuments.data })
    .from(appDocuments)
    .where(and(eq(appDocuments.applicationId, applicationId), eq(appDocuments.kind, kind)))
    .limit(1);
  return row?.data as T | undefined;
}

/** Reads one of an application's whole documents; 404 when it has none. */
export async function getAppDocument<T>(db: Db, applicationId: string, kind: string): Promise<T> {
  const data = await findAppDocument<T>(db, applicationId, kind);
  if (data === undefined) throw notFound(`No ${kind.replace(/_/g, " ")} configured for this application`);
  return data;
}

/** A stable 24-hex id derived from a name, for documents stored without an id of their own. */
export function documentId(applicationId: string, kind: string): string {
  let h = 0x811c9dc5;
  for (const ch of `${applicationId}:${kind}`) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193) >>> 0;
  return (h.toString(16).padStart(8, "0") + applicationId).slice(0, 24);
}
