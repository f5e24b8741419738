import { count, desc, eq } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "#server/db/client";
import { courses, enrollments } from "#server/db/schema/index";
import type { Learner } from "#server/rpc/caller-access";
import type { listMyLearningInput, listMyLearningOutput } from "#shared/contracts/learning";
import { courseSummaryColumns } from "./course-summary";
import { enrollmentProgressColumns } from "./enrollment-progress";

/**
 * My Learning (docs/product/learning.md#taking-a-course): one page of the caller's own enrollments, newest
 * first, each with its course. Nobody else's are read.
 */
export async function listMyLearning(
  db: Db,
  learner: Learner,
  input: z.output<typeof listMyLearningInput>,
): Promise<z.output<typeof listMyLearningOutput>> {
  const own = eq(enrollments.userId, learner.userId);
  const [items, [totalRow]] = await Promise.all([
    db
      .select({ ...enrollmentProgressColumns, course: courseSummaryColumns })
      .from(enrollments)
      .innerJoin(courses, eq(courses.id, enrollments.courseId))
      .where(own)
      .orderBy(desc(enrollments.enrolledAt), desc(enrollments.id))
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
    db.select({ total: count() }).from(enrollments).where(own),
  ]);
  return { items, total: totalRow?.total ?? 0, page: input.page, pageSize: input.pageSize };
}
