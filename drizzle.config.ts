import { defineConfig } from "drizzle-kit";

// Migrations are generated from the schema and committed; the service applies them at start.
export default defineConfig({
  dialect: "postgresql",
  schema: "./service/db/schema.ts",
  out: "./service/db/migrations",
});
