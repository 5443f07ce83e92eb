/** One statement on the DATABASE_URL server, on a connection of its own (create or drop a database). */
export async function postgresAdmin(sql: string): Promise<void> {
  const pg = (await import("pg")).default;
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
