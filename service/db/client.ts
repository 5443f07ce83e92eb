/**
 * Opens the service's database: PGlite (embedded PostgreSQL) by default, a PostgreSQL server when a
 * connection string is given. Both run the same committed migrations through Drizzle.
 */
import { fileURLToPath } from "node:url";
import type { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import * as schema from "./schema";

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle, or the database itself: for helpers that write inside a caller's transaction. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0] | Db;

const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));

export interface Database {
  db: Db;
  driver: "pglite" | "postgres";
  /** The embedded engine, when PGlite is used (snapshots: dumpDataDir). */
  pglite?: PGlite;
  close(): Promise<void>;
}

interface OpenOptions {
  /** postgres:// URL; when absent PGlite is used. */
  databaseUrl?: string;
  /** PGlite data directory; undefined means in memory. */
  dataDir?: string;
  /** PGlite: start from a dumped data directory (a migrated snapshot). */
  loadDataDir?: Blob | File;
  /** Apply migrations (default true). */
  migrate?: boolean;
}

export async function openDatabase(options: OpenOptions = {}): Promise<Database> {
  const runMigrations = options.migrate ?? true;
  if (options.databaseUrl) {
    const pg = (await import("pg")).default;
    const { drizzle } = await import("drizzle-orm/node-postgres");
    const { migrate } = await import("drizzle-orm/node-postgres/migrator");
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection the server closes (restart, failover) must not crash the process: the pool
    // replaces it on the next query. Once the database is being closed, a connection that goes (a
    // test database dropped right after) is expected, not news.
    let closing = false;
    pool.on("error", (error) => {
      if (!closing) console.error("[db] idle connection lost:", error.message);
    });
    const db = drizzle({ client: pool, schema }) as unknown as Db;
    if (runMigrations) await migrate(db as never, { migrationsFolder });
    const close = () => {
      closing = true;
      return pool.end();
    };
    return { db, driver: "postgres", close };
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  const client = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const db = drizzle({ client, schema }) as unknown as Db;
  if (runMigrations) await migrate(db as never, { migrationsFolder });
  return {
    db,
    driver: "pglite",
    pglite: client,
    close: () => client.close(),
  };
}
