import { and, count, eq, isNull } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { notifications } from "#server/db/schema/index";

/** How many of the person's notifications are unread; the partial index of unread rows serves it. */
export async function countUnreadNotifications(db: Pick<Db, "select">, userId: string): Promise<number> {
  const [row] = await db
    .select({ unread: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.unread ?? 0;
}
