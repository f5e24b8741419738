import { timestamp } from "drizzle-orm/pg-core";

// Shared column builders; not re-exported from index.ts because they are not tables.

export const createdAt = () => timestamp("created_at", { withTimezone: true }).defaultNow().notNull();

export const updatedAt = () =>
  timestamp("updated_at", { withTimezone: true })
    .defaultNow()
    .$onUpdate(() => new Date())
    .notNull();
