import { and, asc, eq } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { notifications } from "#server/db/schema/index";

/** Everyone told about a subject, as who, of what and in which words, in the order they were written. */
export function toldAbout(db: Db, subjectId: string) {
  return db
    .select({ userId: notifications.userId, kind: notifications.kind, message: notifications.message })
    .from(notifications)
    .where(eq(notifications.subjectId, subjectId))
    .orderBy(asc(notifications.createdAt), asc(notifications.id));
}

/** What one person was told about a subject. */
export function toldTo(db: Db, userId: string, subjectId: string) {
  return db
    .select({ kind: notifications.kind, message: notifications.message, subjectId: notifications.subjectId })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.subjectId, subjectId)))
    .orderBy(asc(notifications.createdAt), asc(notifications.id));
}
