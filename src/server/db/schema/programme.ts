import { sql } from "drizzle-orm";
import { check, integer, pgTable, text } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { updatedAt } from "./columns";

/**
 * The programme's registration rules (docs/product/programme.md#settings): one row, id 1, written on the first
 * save; until then the defaults of the contract apply.
 */
export const programmeSettings = pgTable(
  "programme_settings",
  {
    id: integer("id").primaryKey().default(1),
    protectionDays: integer("protection_days").notNull(),
    expiryDays: integer("expiry_days").notNull(),
    reminderDays: integer("reminder_days").notNull(),
    maxExtensions: integer("max_extensions").notNull(),
    extensionDays: integer("extension_days").notNull(),
    reviewDays: integer("review_days").notNull(),
    updatedAt: updatedAt(),
    updatedBy: text("updated_by").references(() => user.id, { onDelete: "set null" }),
  },
  (t) => [
    check("programme_settings_one_row", sql`${t.id} = 1`),
    check(
      "programme_settings_in_range",
      sql`${t.protectionDays} >= 1 and ${t.expiryDays} >= ${t.protectionDays} and ${t.reminderDays} >= 1
        and ${t.reminderDays} < ${t.expiryDays} and ${t.maxExtensions} between 0 and 5
        and ${t.extensionDays} >= 1 and ${t.reviewDays} >= 1`,
    ),
  ],
);
