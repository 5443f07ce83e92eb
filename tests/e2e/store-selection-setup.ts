/**
 * Test-only preparation of the onboarding e2e server (playwright.config.ts runs it before that
 * server starts, on the server's own data directory): creates and seeds the store as the first start
 * would, then turns on the two flags the demo seed keeps off — deployment store selection and the
 * registration page's store address — in the application's "features" document. Nothing in the
 * storefront or the service can change these flags; only this script, on a test database.
 */
import { and, eq, sql } from "drizzle-orm";
import { loadConfig } from "../../config/env";
import { appDocuments } from "../../service/db/schema";
import { runtimeOptionsFromConfig, startService } from "../../service/runtime";

const service = await startService(runtimeOptionsFromConfig(loadConfig()));
try {
  const updated = await service.database.db
    .update(appDocuments)
    .set({
      data: sql`jsonb_set(jsonb_set(${appDocuments.data}, '{feature,common,deployment_store_selection,enabled}', 'true'), '{feature,registration_page,ask_store_address}', 'true')`,
    })
    .where(and(eq(appDocuments.applicationId, service.credentials.applicationId), eq(appDocuments.kind, "features")))
    .returning({ kind: appDocuments.kind });
  if (updated.length !== 1) throw new Error("the store has no features document to update");
} finally {
  await service.close();
}
