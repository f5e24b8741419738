import { type SQL, sql } from "drizzle-orm";
import { lessonCompletions } from "#server/db/schema/index";

/** How many of the course's lessons an enrollment has opened (completions of removed lessons went with them). */
export const openedLessonsCount = (enrollmentId: SQL) =>
  sql<number>`select count(*) from ${lessonCompletions} where ${lessonCompletions.enrollmentId} = ${enrollmentId}`;
