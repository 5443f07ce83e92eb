import { defineConfig } from "drizzle-kit";

// Migrations are generated from the schema and committed; the service applies them at start.
export default defineConfig({
  dialect: "postgresql",
  schema: "./service/db/schema/index.ts",
  out: "./service/db/migrations",
});
