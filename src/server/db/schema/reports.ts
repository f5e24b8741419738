import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { ReportDefinition } from "#shared/contracts/reports";
import { user } from "./auth";
import { createdAt, updatedAt } from "./columns";
import { reportSchedulePreset, reportVisibility } from "./enums";

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

/**
 * A report's delivery schedule (docs/product/business-intelligence.md#scheduled-deliveries): an RRULE at a time of
 * day in a time zone. `next_run_at` is the next occurrence as an instant; app servers claim due rows with
 * SKIP LOCKED, so each run is delivered once whichever server finds it.
 */
export const reportSchedules = pgTable(
  "report_schedules",
  {
    reportId: uuid("report_id")
      .primaryKey()
      .references(() => savedReports.id, { onDelete: "cascade" }),
    preset: reportSchedulePreset("preset").notNull(),
    /** The RRULE's rule part (FREQ=...;BYDAY=...), without DTSTART: the time and zone are their own columns. */
    rule: text("rule").notNull(),
    /** The wall-clock time of day in `time_zone`, HH:MM. */
    timeOfDay: text("time_of_day").notNull(),
    timeZone: text("time_zone").notNull(),
    /** Portal people by user id, and e-mail addresses in the allowed domains. */
    recipientUserIds: text("recipient_user_ids").array().notNull().default(sql`'{}'`),
    recipientAddresses: text("recipient_addresses").array().notNull().default(sql`'{}'`),
    /** Null once the rule has no further occurrence. */
    nextRunAt: timestamp("next_run_at", { withTimezone: true }),
    /** The occurrence being delivered while a run retries after a failure. */
    dueAt: timestamp("due_at", { withTimezone: true }),
    lastRunAt: timestamp("last_run_at", { withTimezone: true }),
    lastRows: integer("last_rows"),
    lastFailureAt: timestamp("last_failure_at", { withTimezone: true }),
    lastFailure: text("last_failure"),
    /** Failed tries of the current occurrence; reset by a success. */
    failedAttempts: integer("failed_attempts").notNull().default(0),
    updatedBy: text("updated_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("report_schedules_time_of_day", sql`${t.timeOfDay} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
    // The runners' query: what is due, soonest first.
    index("report_schedules_next_run_idx").on(t.nextRunAt).where(sql`${t.nextRunAt} is not null`),
  ],
);

/** The e-mail domains (lower-case, e.g. example.com) an administrator allows report deliveries to. */
export const reportRecipientDomains = pgTable("report_recipient_domains", {
  domain: text("domain").primaryKey(),
  addedBy: text("added_by").references(() => user.id, { onDelete: "set null" }),
  createdAt: createdAt(),
});
