import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { notifications } from "#server/db/schema/index";
import { signalNotificationChange } from "#server/platform/notifications";
import { countUnreadNotifications } from "./count-unread-notifications";

/**
 * Marks every unread notification of the caller read, so none is left for the e-mail digest either; their other
 * tabs and devices are told on commit.
 */
export async function markAllNotificationsRead(db: Db, userId: string): Promise<{ unreadCount: number }> {
  return db.transaction(async (tx) => {
    const marked = await tx
      .update(notifications)
      .set({ readAt: new Date(), emailDue: false })
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
      .returning({ id: notifications.id });
    if (marked.length > 0) await signalNotificationChange(tx, [userId]);
    // Not simply 0: a notification committed since the update is unread already.
    return { unreadCount: await countUnreadNotifications(tx, userId) };
  });
}
