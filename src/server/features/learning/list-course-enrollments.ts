import { desc, eq } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "#server/db/client";
import { courses, courseTotals, enrollments, profiles, user } from "#server/db/schema/index";
import { AppError } from "#server/platform/app-error";
import {
  LEARNING_MESSAGES,
  type listCourseEnrollmentsInput,
  type listCourseEnrollmentsOutput,
} from "#shared/contracts/learning";
import { kindOf, learnerColumns } from "./learner-columns";

/**
 * One page of a course's enrollments, newest first, each with its learner and progress, for those following
 * the course (docs/product/learning.md#enrolling-others).
 */
export async function listCourseEnrollments(
  db: Db,
  input: z.output<typeof listCourseEnrollmentsInput>,
): Promise<z.output<typeof listCourseEnrollmentsOutput>> {
  const [course] = await db.select({ id: courses.id }).from(courses).where(eq(courses.id, input.courseId));
  if (!course) throw new AppError("not_found", LEARNING_MESSAGES.courseNotFound);
  const where = eq(enrollments.courseId, input.courseId);
  // The page's ids first, from enrollments_course_id_enrolled_at_idx alone; only those rows are joined to their
  // learner, so a deep page does not read the people of every row it skips.
  const page = db
    .select({ id: enrollments.id })
    .from(enrollments)
    .where(where)
    .orderBy(desc(enrollments.enrolledAt), desc(enrollments.id))
    .limit(input.pageSize)
    .offset((input.page - 1) * input.pageSize)
    .as("page");
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({
        id: enrollments.id,
        courseId: enrollments.courseId,
        status: enrollments.status,
        progressPercentage: enrollments.progressPercentage,
        enrolledAt: enrollments.enrolledAt,
        completedAt: enrollments.completedAt,
        name: learnerColumns.name,
        email: learnerColumns.email,
        userId: learnerColumns.userId,
        isPartner: learnerColumns.isPartner,
        companyName: learnerColumns.companyName,
      })
      .from(page)
      .innerJoin(enrollments, eq(enrollments.id, page.id))
      .innerJoin(user, eq(user.id, enrollments.userId))
      .leftJoin(profiles, eq(profiles.userId, user.id))
      .orderBy(desc(enrollments.enrolledAt), desc(enrollments.id)),
    // Kept per course (decision 0041): a course every learner takes is not counted on every page.
    db
      .select({ total: courseTotals.enrollments })
      .from(courseTotals)
      .where(eq(courseTotals.courseId, input.courseId)),
  ]);
  return {
    items: rows.map(({ isPartner, ...row }) => ({ ...row, kind: kindOf({ isPartner }) })),
    total: totalRow?.total ?? 0,
    page: input.page,
    pageSize: input.pageSize,
  };
}
