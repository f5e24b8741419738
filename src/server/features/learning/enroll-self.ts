import { and, eq } from "drizzle-orm";
import type { Config } from "#server/config";
import type { Db } from "#server/db/client";
import { courses, enrollments } from "#server/db/schema/index";
import { AppError } from "#server/platform/app-error";
import { notify } from "#server/platform/notifications";
import type { Learner } from "#server/rpc/caller-access";
import { type EnrollmentProgress, LEARNING_MESSAGES } from "#shared/contracts/learning";
import { coursesOpenTo } from "./course-visibility";
import { enrollmentProgressColumns } from "./enrollment-progress";
import { enrollmentCreatedNotice } from "./notification-messages";

/**
 * Enroll Now (docs/product/learning.md#course-catalog): the caller enrolls in a published course open to them,
 * holders of manage_courses too (a draft they preview is not one to enroll in); 404 for any other. Enrolling
 * again, or twice at once, gives back the one enrollment there is (unique on user and course).
 */
export async function enrollSelf(
  deps: { db: Db; config: Config },
  learner: Learner,
  courseId: string,
): Promise<EnrollmentProgress> {
  return deps.db.transaction(async (tx) => {
    const [course] = await tx
      .select({ id: courses.id, title: courses.title })
      .from(courses)
      .where(coursesOpenTo(learner, eq(courses.id, courseId)));
    if (!course) throw new AppError("not_found", LEARNING_MESSAGES.courseNotFound);
    const inserted = await tx
      .insert(enrollments)
      .values({ userId: learner.userId, courseId: course.id })
      .onConflictDoNothing({ target: [enrollments.userId, enrollments.courseId] })
      .returning({ userId: enrollments.userId });
    // Like any enrollment, though the learner is its actor, so nobody is told of it.
    await notify(
      tx,
      inserted.map((row) => row.userId),
      enrollmentCreatedNotice({ ...course, actorUserId: learner.userId }),
    );
    const [enrollment] = await tx
      .select(enrollmentProgressColumns)
      .from(enrollments)
      .where(and(eq(enrollments.userId, learner.userId), eq(enrollments.courseId, course.id)));
    if (!enrollment) throw new Error("the enrollment neither inserted nor found");
    return enrollment;
  });
}
