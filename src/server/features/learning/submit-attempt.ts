import { and, asc, eq } from "drizzle-orm";
import type { z } from "zod";
import type { Config } from "#server/config";
import type { Db } from "#server/db/client";
import { assessmentAttempts, quizQuestions } from "#server/db/schema/index";
import { AppError } from "#server/platform/app-error";
import type { Learner } from "#server/rpc/caller-access";
import { type AttemptResult, LEARNING_MESSAGES, type submitAttemptInput } from "#shared/contracts/learning";
import { attemptSummaryOf } from "./attempt-summary";
import { visibleCourse } from "./course-visibility";
import { lockOwnEnrollment, settleEnrollment } from "./enrollment-progress";
import { checkedAnswers, grade } from "./quiz-grading";

/**
 * A quiz attempt, graded on the server (docs/product/learning.md#quiz). The caller's enrollment stays locked
 * from the first check to the insert, so the attempt limit holds however many submissions race. The same
 * submissionId again answers the first attempt's result and counts once. A passed attempt with every lesson
 * done completes the course and issues its certificate in the same transaction.
 */
export async function submitAttempt(
  deps: { db: Db; config: Config },
  learner: Learner,
  input: z.output<typeof submitAttemptInput>,
): Promise<AttemptResult> {
  return deps.db.transaction(async (tx) => {
    const course = await visibleCourse(tx, learner, input.courseId);
    const enrollment = await lockOwnEnrollment(tx, learner, course.id);
    const questions = await tx
      .select({
        id: quizQuestions.id,
        options: quizQuestions.options,
        correctOptionIds: quizQuestions.correctOptionIds,
      })
      .from(quizQuestions)
      .where(eq(quizQuestions.courseId, course.id))
      .orderBy(asc(quizQuestions.position), asc(quizQuestions.id));
    const passMark = course.passMark;
    if (passMark === null || questions.length === 0) {
      throw new AppError("bad_request", LEARNING_MESSAGES.noQuiz);
    }

    const [replayed] = await tx
      .select()
      .from(assessmentAttempts)
      .where(
        and(
          eq(assessmentAttempts.enrollmentId, enrollment.id),
          eq(assessmentAttempts.submissionId, input.submissionId),
        ),
      );
    if (replayed) {
      return {
        ...grade(questions, replayed.answers, passMark),
        attemptId: replayed.id,
        score: replayed.score,
        passed: replayed.passed,
        passMark,
        attempts: await attemptSummaryOf(tx, enrollment.id, course.attemptLimit),
        enrollment: {
          id: enrollment.id,
          courseId: enrollment.courseId,
          status: enrollment.status,
          progressPercentage: enrollment.progressPercentage,
          enrolledAt: enrollment.enrolledAt,
          completedAt: enrollment.completedAt,
        },
      };
    }

    const before = await attemptSummaryOf(tx, enrollment.id, course.attemptLimit);
    if (before.passed) throw new AppError("bad_request", LEARNING_MESSAGES.alreadyPassed);
    if (before.remaining === 0) throw new AppError("bad_request", LEARNING_MESSAGES.attemptLimitReached);

    const answers = checkedAnswers(questions, input.answers);
    const result = grade(questions, answers, passMark);
    const [attempt] = await tx
      .insert(assessmentAttempts)
      .values({
        enrollmentId: enrollment.id,
        submissionId: input.submissionId,
        answers,
        score: result.score,
        passed: result.passed,
      })
      .returning({ id: assessmentAttempts.id });
    if (!attempt) throw new Error("the attempt was not inserted");
    const settled = await settleEnrollment(tx, deps.config, enrollment, course);
    return {
      ...result,
      attemptId: attempt.id,
      passMark,
      attempts: await attemptSummaryOf(tx, enrollment.id, course.attemptLimit),
      enrollment: settled,
    };
  });
}
