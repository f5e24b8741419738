import { bigint, integer, pgTable, text } from "drizzle-orm/pg-core";

// Better Auth's `rateLimit` model for `rateLimit.storage: "database"`, so limits hold across server instances.
export const rateLimit = pgTable("rate_limit", {
  id: text("id").primaryKey(),
  key: text("key").notNull().unique(),
  count: integer("count").notNull(),
  // Milliseconds since the epoch, as Better Auth writes it.
  lastRequest: bigint("last_request", { mode: "number" }).notNull(),
});
