import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { notifications } from "#server/db/schema/index";
import { AppError } from "#server/platform/app-error";
import { signalNotificationChange } from "#server/platform/notifications";
import { countUnreadNotifications } from "./count-unread-notifications";

export const NO_SUCH_NOTIFICATION = "This notification does not exist.";

/**
 * Marks one of the caller's own notifications read (again is fine) and returns their unread count; another
 * person's is not found, as a missing one. The person's other tabs and devices are told on commit. Read, it is
 * no longer due for the e-mail digest: the person has seen it.
 */
export async function markNotificationRead(
  db: Db,
  userId: string,
  id: string,
): Promise<{ unreadCount: number }> {
  return db.transaction(async (tx) => {
    const own = and(eq(notifications.id, id), eq(notifications.userId, userId));
    const marked = await tx
      .update(notifications)
      .set({ readAt: new Date(), emailDue: false })
      .where(and(own, isNull(notifications.readAt)))
      .returning({ id: notifications.id });
    if (marked.length > 0) await signalNotificationChange(tx, [userId]);
    else {
      const [exists] = await tx.select({ id: notifications.id }).from(notifications).where(own).limit(1);
      if (!exists) throw new AppError("not_found", NO_SUCH_NOTIFICATION);
    }
    return { unreadCount: await countUnreadNotifications(tx, userId) };
  });
}
