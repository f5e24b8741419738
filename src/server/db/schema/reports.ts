import { sql } from "drizzle-orm";
import { check, index, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import type { ReportDefinition } from "#shared/contracts/reports";
import { user } from "./auth";
import { createdAt, updatedAt } from "./columns";
import { reportVisibility } from "./enums";

/**
 * Saved reports (docs/product/business-intelligence.md#saved-reports): a definition over one dataset's allow-list,
 * never SQL. A report outlives its author's account; a private one whose author is gone is left to manage_reports.
 */
export const savedReports = pgTable(
  "saved_reports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    description: text("description"),
    definition: jsonb("definition").$type<ReportDefinition>().notNull(),
    visibility: reportVisibility("visibility").notNull().default("private"),
    authorId: text("author_id").references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("saved_reports_name_length", sql`char_length(${t.name}) between 1 and 120`),
    // The library lists a person's own reports and the shared ones, most recently changed first.
    index("saved_reports_author_updated_idx").on(
      t.authorId,
      t.updatedAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index("saved_reports_shared_updated_idx")
      .on(t.updatedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.visibility} = 'shared'`),
    // Search reports... matches the name or the description anywhere in them (pg_trgm, migration 0005).
    index("saved_reports_search_trgm_idx").using(
      "gin",
      sql`lower(${t.name} || ' ' || coalesce(${t.description}, '')) gin_trgm_ops`,
    ),
  ],
);
