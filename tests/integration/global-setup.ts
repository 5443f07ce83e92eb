/**
 * Builds once per test run a PGlite database that is migrated and seeded with the demo store, and
 * dumps it to a file: every integration test file then opens its own copy in about a second
 * instead of running initdb, migrations and the seed again.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../../service/db/client";
import { startService } from "../../service/runtime";
import { TEST_APPLICATION_ID, TEST_APPLICATION_TOKEN } from "./constants";

declare module "vitest" {
  export interface ProvidedContext {
    snapshotPath: string;
  }
}

export default async function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vitrine-snapshot-"));
  const database = await openDatabase();
  await startService({ database, applicationId: TEST_APPLICATION_ID, applicationToken: TEST_APPLICATION_TOKEN });
  if (!database.pglite) throw new Error("the snapshot needs a PGlite database");
  const blob = await database.pglite.dumpDataDir("none");
  const file = path.join(dir, "seeded.tar");
  fs.writeFileSync(file, Buffer.from(await blob.arrayBuffer()));
  await database.close();
  project.provide("snapshotPath", file);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
