/**
 * Builds once per test run a PGlite database that is migrated and seeded with the demo store, and
 * dumps it to a file: every integration test file then opens its own copy in about a second
 * instead of running initdb, migrations and the seed again. With DATABASE_URL, the same on
 * PostgreSQL: a migrated and seeded template database that each test file's database is created from.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openDatabase, type Database } from "../../service/db/client";
import { startService } from "../../service/runtime";
import { TEST_APPLICATION_ID, TEST_APPLICATION_TOKEN } from "./constants";
import { postgresAdmin } from "./postgres-admin";

declare module "vitest" {
  export interface ProvidedContext {
    snapshotPath: string;
    /** The seeded PostgreSQL template database ("" without DATABASE_URL). */
    postgresTemplate: string;
  }
}

/** Migrates and seeds `database` with the demo store (seeding only: no Sandbox payment sweep on a database closed right after). */
async function seed(database: Database): Promise<void> {
  await startService({
    database,
    applicationId: TEST_APPLICATION_ID,
    applicationToken: TEST_APPLICATION_TOKEN,
    sandboxSweepMs: 0,
  });
}

const SNAPSHOT = "seeded.tar";

/** The seeded PGlite database, dumped to a file in `dir`. */
async function pgliteSnapshot(dir: string): Promise<void> {
  const database = await openDatabase();
  await seed(database);
  if (!database.pglite) throw new Error("the snapshot needs a PGlite database");
  const blob = await database.pglite.dumpDataDir("none");
  fs.writeFileSync(path.join(dir, SNAPSHOT), Buffer.from(await blob.arrayBuffer()));
  await database.close();
}

/** A seeded PostgreSQL database named `template`. */
async function postgresTemplate(template: string): Promise<void> {
  await postgresAdmin(`create database ${template}`);
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${template}`;
  const seeded = await openDatabase({ databaseUrl: url.toString() });
  await seed(seeded);
  await seeded.close();
}

export default async function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vitrine-snapshot-"));
  const template = process.env.DATABASE_URL ? `vitrine_template_${randomBytes(6).toString("hex")}` : "";
  const cleanUp = async () => {
    fs.rmSync(dir, { recursive: true, force: true });
    if (template) await postgresAdmin(`drop database if exists ${template} with (force)`);
  };
  // Side by side: while PostgreSQL works on its seed (in its own process), PGlite seeds here.
  const seeded = await Promise.allSettled([pgliteSnapshot(dir), template ? postgresTemplate(template) : undefined]);
  const failed = seeded.find((result) => result.status === "rejected");
  if (failed) {
    await cleanUp();
    throw failed.reason;
  }
  project.provide("snapshotPath", path.join(dir, SNAPSHOT));
  project.provide("postgresTemplate", template);
  return cleanUp;
}
