/**
 * Test-only preparation of the onboarding e2e server (playwright.config.ts runs it before that
 * server starts, on the server's own data directory): creates and seeds the store as the first start
 * would, then turns on the two flags the demo seed keeps off — deployment store selection and the
 * registration page's store address — in the application's "features" document, and lets every
 * active store take orders (`all_stores`: the 12 retail stores and the 5 warehouses, so the store
 * list has a second page). Nothing in the storefront or the service can change these; only this
 * script, on a test database.
 */
import { and, eq, sql } from "drizzle-orm";
import { loadConfig } from "../../config/env";
import { appDocuments } from "../../service/db/schema";
import { runtimeOptionsFromConfig, startService } from "../../service/runtime";

const service = await startService(runtimeOptionsFromConfig(loadConfig()));
try {
  const { db } = service.database;
  const documentOf = (kind: string) =>
    and(eq(appDocuments.applicationId, service.credentials.applicationId), eq(appDocuments.kind, kind));
  const features = await db
    .update(appDocuments)
    .set({
      data: sql`jsonb_set(jsonb_set(${appDocuments.data}, '{feature,common,deployment_store_selection,enabled}', 'true'), '{feature,registration_page,ask_store_address}', 'true')`,
    })
    .where(documentOf("features"))
    .returning({ kind: appDocuments.kind });
  const orderingStore = await db
    .update(appDocuments)
    .set({ data: sql`jsonb_set(${appDocuments.data}, '{all_stores}', 'true')` })
    .where(documentOf("ordering_store"))
    .returning({ kind: appDocuments.kind });
  if (features.length !== 1 || orderingStore.length !== 1)
    throw new Error("the store has no features or ordering_store document to update");
} finally {
  await service.close();
}
