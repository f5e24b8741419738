import { desc, eq } from "drizzle-orm";
import type { Caller } from "#server/auth/session";
import type { Db } from "#server/db/client";
import { notifications, partnerAuditLogs } from "#server/db/schema/index";
import { hasAnyPermission } from "#shared/authorization";
import { type ActivityItem, RECENT_ACTIVITY_LIMIT } from "#shared/contracts/dashboard";
import { AUDIT_LIST_ORDER, readAuditEntries } from "../audit-log/audit-entry-rows";
import { NOTIFICATION_COLUMNS } from "../notifications/notification-rows";

/** The newest audit entries, for readers of the audit log (view_audit_logs, as its procedures require). */
async function latestAuditEntries(db: Db, caller: Caller): Promise<ActivityItem[]> {
  if (!hasAnyPermission(caller.profile, ["view_audit_logs"])) return [];
  const ids = await db
    .select({ id: partnerAuditLogs.id })
    .from(partnerAuditLogs)
    .orderBy(...AUDIT_LIST_ORDER)
    .limit(RECENT_ACTIVITY_LIMIT);
  const entries = await readAuditEntries(
    db,
    ids.map((row) => row.id),
  );
  return entries.map((entry) => ({ source: "audit", entry }));
}

/** The caller's own newest notifications, through the (user, created_at) index. */
async function latestNotifications(db: Db, caller: Caller): Promise<ActivityItem[]> {
  const rows = await db
    .select(NOTIFICATION_COLUMNS)
    .from(notifications)
    .where(eq(notifications.userId, caller.user.id))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(RECENT_ACTIVITY_LIMIT);
  return rows.map((notification) => ({ source: "notification", notification }));
}

const happenedAt = (item: ActivityItem) =>
  (item.source === "audit" ? item.entry.createdAt : item.notification.createdAt).getTime();

/**
 * Recent Activity (docs/product/dashboard.md#recent-activity): the newest events the caller may see, from the
 * audit trail and their own notifications, newest first.
 */
export async function listRecentActivity(db: Db, caller: Caller): Promise<{ items: ActivityItem[] }> {
  const [entries, told] = await Promise.all([
    latestAuditEntries(db, caller),
    latestNotifications(db, caller),
  ]);
  const items = [...entries, ...told].sort((a, b) => happenedAt(b) - happenedAt(a));
  return { items: items.slice(0, RECENT_ACTIVITY_LIMIT) };
}
