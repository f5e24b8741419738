import { randomUUID } from "node:crypto";
import type { Db } from "#server/db/client";
import { notifications } from "#server/db/schema/index";

export type NotificationOverrides = Partial<typeof notifications.$inferInsert>;

/** One notification of this person, unread, a minute apart by default through `createdAt`. */
export async function createNotification(db: Db, userId: string, overrides: NotificationOverrides = {}) {
  const [row] = await db
    .insert(notifications)
    .values({
      userId,
      kind: "enrollment_created",
      message: "You were enrolled in Partner Basics.",
      subjectId: randomUUID(),
      ...overrides,
    })
    .returning();
  if (!row) throw new Error("the notification insert returned no row");
  return row;
}
