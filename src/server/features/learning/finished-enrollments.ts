import { and, eq, exists, gte, sql } from "drizzle-orm";
import type { Config } from "#server/config";
import { assessmentAttempts, enrollments } from "#server/db/schema/index";
import { advanceMembersJourneys } from "#server/features/onboarding-journey/advance-journey";
import { evaluateMembersPartnerTiers } from "#server/features/programme/evaluate-partner-tier";
import { outerEnrollmentId } from "./correlated-subquery-columns";
import type { Tx } from "./course-rows";
import { enrollmentProgressColumns, settleEnrollment } from "./enrollment-progress";
import { openedLessonsCount } from "./opened-lessons-count";

/**
 * Completes the enrollments in progress that a course edit finished: every lesson left is done and, when the
 * course still has a quiz, an attempt passed (a lesson or the quiz removed can do that). Each is settled as
 * opening a lesson would settle it, certificate included (docs/product/learning.md#certificates); then the
 * partners of the members it certified are evaluated, in key order, so two edits lock them in the same order.
 */
export async function completeFinishedEnrollments(
  tx: Tx,
  config: Config,
  courseId: string,
  passMark: number | null,
  lessonCount: number,
): Promise<void> {
  const finished = await tx
    .select({ ...enrollmentProgressColumns, userId: enrollments.userId })
    .from(enrollments)
    .where(
      and(
        eq(enrollments.courseId, courseId),
        eq(enrollments.status, "in_progress"),
        gte(sql`(${openedLessonsCount(outerEnrollmentId)})`, lessonCount),
        passMark === null
          ? undefined
          : exists(
              tx
                .select({ one: sql`1` })
                .from(assessmentAttempts)
                .where(
                  and(
                    eq(assessmentAttempts.enrollmentId, outerEnrollmentId),
                    eq(assessmentAttempts.passed, true),
                  ),
                ),
            ),
      ),
    )
    .for("update");
  const completed: string[] = [];
  for (const enrollment of finished) {
    const settled = await settleEnrollment(tx, config, enrollment, { passMark }, { evaluateTier: false });
    if (settled.status === "completed") completed.push(enrollment.userId);
  }
  await evaluateMembersPartnerTiers(tx, config, completed, new Date());
  await advanceMembersJourneys(tx, completed);
}
