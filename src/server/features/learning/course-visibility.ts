import { and, eq, inArray, type SQL } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { courses } from "#server/db/schema/index";
import { AppError } from "#server/platform/app-error";
import type { Learner } from "#server/rpc/caller-access";
import { LEARNING_MESSAGES } from "#shared/contracts/learning";

/**
 * Published courses of the learner's audience, narrowed by further conditions: the catalog, and what a learner
 * may enroll in, holders of manage_courses included (docs/product/learning.md#who-learns).
 */
export function coursesOpenTo(learner: Learner, ...conditions: (SQL | undefined)[]): SQL | undefined {
  return and(
    eq(courses.status, "published"),
    inArray(courses.audience, [learner.audience, "both"]),
    ...conditions,
  );
}

/**
 * The courses a learner may open: those open to them, and every course, drafts and any audience, for holders
 * of manage_courses, who preview them (docs/product/learning.md#who-learns).
 */
export function coursesVisibleTo(learner: Learner, ...conditions: (SQL | undefined)[]): SQL | undefined {
  return learner.managesCourses ? and(...conditions) : coursesOpenTo(learner, ...conditions);
}

/** The course if the learner may open it; 404 "Course not found." otherwise, exactly as for a missing one. */
export async function visibleCourse(tx: Pick<Db, "select">, learner: Learner, courseId: string) {
  const [course] = await tx
    .select()
    .from(courses)
    .where(coursesVisibleTo(learner, eq(courses.id, courseId)))
    .limit(1);
  if (!course) throw new AppError("not_found", LEARNING_MESSAGES.courseNotFound);
  return course;
}
