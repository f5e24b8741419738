import { and, desc, eq, isNull } from "drizzle-orm";
import { cappedTotal, countUpTo } from "#server/db/capped-total";
import type { Db } from "#server/db/client";
import { notifications } from "#server/db/schema/index";
import type { NotificationKind } from "#shared/enums";
import { countUnreadNotifications } from "./count-unread-notifications";
import { NOTIFICATION_COLUMNS } from "./notification-rows";

/**
 * One page of the caller's own notifications, newest first, optionally of one kind or unread only, with the
 * unread count of all of them so the bell and the page agree. The (user, created_at) and (user, kind,
 * created_at) indexes serve the page in list order; the total stops at a cap (capped-total.ts).
 */
export async function listNotifications(
  db: Db,
  userId: string,
  input: { kind?: NotificationKind; unreadOnly?: boolean; page: number; pageSize: number },
) {
  const where = and(
    eq(notifications.userId, userId),
    input.kind ? eq(notifications.kind, input.kind) : undefined,
    input.unreadOnly ? isNull(notifications.readAt) : undefined,
  );
  const [items, counted, unreadCount] = await Promise.all([
    db
      .select(NOTIFICATION_COLUMNS)
      .from(notifications)
      .where(where)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
    cappedTotal(db, notifications, where, countUpTo(input)),
    countUnreadNotifications(db, userId),
  ]);
  return { items, ...counted, page: input.page, pageSize: input.pageSize, unreadCount };
}
