import { sql } from "drizzle-orm";
import { boolean, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { createdAt } from "./columns";
import { notificationKind } from "./enums";

// One person's notification, written in the transaction of the event it tells of
// (docs/product/notifications.md). The sentence is fixed when written, as an audit entry's subject label is: a
// later rename does not rewrite what the person was told. The app works out where it opens from the kind and
// the subject, for the host the person is on, as it does for search results.
export const notifications = pgTable(
  "notifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    kind: notificationKind("kind").notNull(),
    message: text("message").notNull(),
    /** The id of what it is about; the kind says what that is (a deal, a payout, a course...). */
    subjectId: text("subject_id").notNull(),
    createdAt: createdAt(),
    readAt: timestamp("read_at", { withTimezone: true }),
    /** The person asked for this kind by e-mail too: the digest worker sends it once, then sets emailedAt. */
    emailDue: boolean("email_due").default(false).notNull(),
    emailedAt: timestamp("emailed_at", { withTimezone: true }),
  },
  (t) => [
    // The bell's list and the full page: a person's newest first, optionally of one kind.
    index("notifications_user_created_at_idx").on(
      t.userId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index("notifications_user_kind_created_at_idx").on(
      t.userId,
      t.kind,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // The unread count on every screen, and the digest worker's queue: both only read the few open rows.
    index("notifications_unread_idx").on(t.userId).where(sql`${t.readAt} is null`),
    index("notifications_email_due_idx")
      .on(t.userId, t.createdAt)
      .where(sql`${t.emailDue} and ${t.emailedAt} is null`),
  ],
);

// When each person was last sent a digest, so that at most one goes out per 15 minutes across app servers.
export const notificationDigests = pgTable("notification_digests", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  lastSentAt: timestamp("last_sent_at", { withTimezone: true }).notNull(),
});

// One open live stream's place under the per-person cap, shared by every app server
// (docs/decisions/0027-notifications-over-listen-notify.md). Its server renews it while the stream is open
// and deletes it on close; a crashed server's rows simply expire and no longer count.
export const notificationStreamLeases = pgTable(
  "notification_stream_leases",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("notification_stream_leases_user_idx").on(t.userId, t.expiresAt)],
);
