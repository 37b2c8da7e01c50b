import { defineConfig } from "drizzle-kit";

// Migrations are generated (`npm run db:generate`), committed, and applied at start.
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/server/platform/db/schema.ts",
  out: "./src/server/platform/db/migrations",
});
