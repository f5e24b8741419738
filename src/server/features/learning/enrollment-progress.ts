import { and, count, eq } from "drizzle-orm";
import type { Config } from "#server/config";
import type { Db } from "#server/db/client";
import { assessmentAttempts, courseLessons, enrollments, lessonCompletions } from "#server/db/schema/index";
import { advanceMembersJourneys } from "#server/features/onboarding-journey/advance-journey";
import { evaluateMembersPartnerTiers } from "#server/features/programme/evaluate-partner-tier";
import { AppError } from "#server/platform/app-error";
import type { Learner } from "#server/rpc/caller-access";
import { type EnrollmentProgress, LEARNING_MESSAGES } from "#shared/contracts/learning";
import type { EnrollmentStatus } from "#shared/enums";
import { issueCertificate } from "./issue-certificate";

/** An enrollment as the learner sees it (the contract's enrollmentProgress). */
export const enrollmentProgressColumns = {
  id: enrollments.id,
  courseId: enrollments.courseId,
  status: enrollments.status,
  progressPercentage: enrollments.progressPercentage,
  enrolledAt: enrollments.enrolledAt,
  completedAt: enrollments.completedAt,
};

type Tx = Pick<Db, "select" | "insert" | "update" | "delete" | "execute">;

/**
 * The caller's own enrollment in a course, locked until the transaction ends so that lessons opened and quiz
 * attempts submitted at once count one after another; 400 when they are not enrolled.
 */
export async function lockOwnEnrollment(tx: Pick<Db, "select">, learner: Learner, courseId: string) {
  const [enrollment] = await tx
    .select({ ...enrollmentProgressColumns, userId: enrollments.userId })
    .from(enrollments)
    .where(and(eq(enrollments.userId, learner.userId), eq(enrollments.courseId, courseId)))
    .for("update");
  if (!enrollment) throw new AppError("bad_request", LEARNING_MESSAGES.notEnrolled);
  return enrollment;
}

/** Lessons done over all of the course's lessons, as a whole percent; a course without lessons has none left. */
const percentDone = (done: number, lessons: number) =>
  lessons === 0 ? 100 : Math.round((100 * done) / lessons);

/**
 * Brings a locked enrollment up to date after a lesson was opened or an attempt submitted
 * (docs/product/learning.md#progress): the progress from the lessons done, at least in_progress, and completed
 * once every lesson is done and, when the course has a quiz, an attempt passed. Completing issues the
 * certificate in the same transaction (docs/product/learning.md#certificates); completed stays completed.
 */
export async function settleEnrollment(
  tx: Tx,
  config: Config,
  enrollment: EnrollmentProgress & { userId: string },
  course: { passMark: number | null },
  { evaluateTier = true }: { evaluateTier?: boolean } = {},
): Promise<EnrollmentProgress> {
  // One after another: a transaction is one connection, which runs one statement at a time (pg refuses to queue
  // them on one client from version 9).
  const [lessons] = await tx
    .select({ n: count() })
    .from(courseLessons)
    .where(eq(courseLessons.courseId, enrollment.courseId));
  const [done] = await tx
    .select({ n: count() })
    .from(lessonCompletions)
    .innerJoin(courseLessons, eq(courseLessons.id, lessonCompletions.lessonId))
    .where(
      and(eq(lessonCompletions.enrollmentId, enrollment.id), eq(courseLessons.courseId, enrollment.courseId)),
    );
  const [passed] = await tx
    .select({ n: count() })
    .from(assessmentAttempts)
    .where(and(eq(assessmentAttempts.enrollmentId, enrollment.id), eq(assessmentAttempts.passed, true)));
  const lessonCount = lessons?.n ?? 0;
  const doneCount = done?.n ?? 0;
  const finished = doneCount >= lessonCount && (course.passMark === null || (passed?.n ?? 0) > 0);
  const completes = enrollment.status !== "completed" && finished;
  const status: EnrollmentStatus =
    enrollment.status === "completed" || completes ? "completed" : "in_progress";

  const [settled] = await tx
    .update(enrollments)
    .set({
      status,
      progressPercentage: percentDone(doneCount, lessonCount),
      ...(completes ? { completedAt: new Date() } : {}),
    })
    .where(eq(enrollments.id, enrollment.id))
    .returning(enrollmentProgressColumns);
  if (!settled) throw new Error("the locked enrollment was not updated");
  if (completes) {
    await issueCertificate(tx, config, enrollment);
    // A member certified may lift their partner's tier (docs/product/programme.md#evaluation); a course edit
    // finishing many enrollments evaluates their partners once it settled them all (finished-enrollments.ts).
    // And complete a course step of their partner's onboarding journey.
    if (evaluateTier) {
      await evaluateMembersPartnerTiers(tx, config, [enrollment.userId], new Date());
      await advanceMembersJourneys(tx, [enrollment.userId]);
    }
  }
  return settled;
}
