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
  /**
   * Calls `onNotify` with each notification on `channel` (NOTIFY, sent when the notifying transaction
   * commits) until the returned function stops it. PostgreSQL: a connection of its own, outside the pool.
   */
  listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** A channel name as LISTEN takes it (an identifier: no quoting needed, none allowed). */
const listenable = (channel: string) => {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`not a channel name: ${channel}`);
  return channel;
};

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
    const listeners = new Set<InstanceType<typeof pg.Client>>();
    const listen = async (channel: string, onNotify: (payload: string) => void) => {
      const client = new pg.Client({ connectionString: options.databaseUrl });
      client.on("error", (error) => {
        if (!closing) console.error(`[db] LISTEN ${channel} connection lost:`, error.message);
      });
      client.on("notification", (message) => {
        if (message.channel === channel) onNotify(message.payload ?? "");
      });
      await client.connect();
      await client.query(`LISTEN ${listenable(channel)}`);
      listeners.add(client);
      return async () => {
        listeners.delete(client);
        await client.end();
      };
    };
    const close = async () => {
      closing = true;
      await Promise.all([...listeners].map((client) => client.end()));
      await pool.end();
    };
    return { db, driver: "postgres", listen, close };
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
    listen: async (channel, onNotify) => {
      const stop = await client.listen(listenable(channel), onNotify);
      return async () => {
        if (!client.closed) await stop();
      };
    },
    close: () => client.close(),
  };
}
