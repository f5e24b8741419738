import { sql } from "drizzle-orm";
import { check, pgTable, text } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { createdAt, updatedAt } from "./columns";
import { notificationKind } from "./enums";

// A person's display choices, saved on the server so they follow the person to another browser
// (docs/product/profile-and-preferences.md#preferences). No row means every default.
export const personPreferences = pgTable(
  "person_preferences",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => user.id, { onDelete: "cascade" }),
    theme: text("theme").$type<"light" | "dark" | "system">().default("system").notNull(),
    /** An IANA zone; null follows the browser's. */
    timeZone: text("time_zone"),
    /** A BCP 47 locale for dates; null follows the browser's. */
    dateLocale: text("date_locale"),
    /** The notification kinds the person also wants by e-mail, in a digest (docs/product/notifications.md). */
    notificationEmails: notificationKind("notification_emails").array().default(sql`'{}'`).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check("person_preferences_theme", sql`${t.theme} in ('light', 'dark', 'system')`)],
);
