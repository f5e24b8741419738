import { and, asc, eq, exists, gte, inArray, ne, notInArray, type SQL, sql } from "drizzle-orm";
import type { Caller } from "#server/auth/session";
import type { Config } from "#server/config";
import type { Db } from "#server/db/client";
import {
  assessmentAttempts,
  courseLessons,
  courses,
  enrollments,
  lessonCompletions,
  quizQuestions,
} from "#server/db/schema/index";
import { AppError } from "#server/platform/app-error";
import { recordAudit } from "#server/platform/audit";
import type { Logger } from "#server/platform/logger";
import type { FileStorage } from "#server/platform/storage/file-storage";
import type { FieldChanges } from "#shared/audit-details";
import { type CourseFormValues, type EditableCourse, LEARNING_MESSAGES } from "#shared/contracts/learning";
import { COURSE_FIELD_NAMES, type CourseColumns, courseColumnsOf, storedAnswersOf } from "./course-values";
import { enrollmentProgressColumns, settleEnrollment } from "./enrollment-progress";
import { getEditableCourse } from "./get-editable-course";
import { LESSONS_BUCKET } from "./lesson-files";
import { outerEnrollmentId } from "./outer-columns";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type LessonRow = typeof courseLessons.$inferSelect;
type QuestionRow = typeof quizQuestions.$inferSelect;
type QuestionValues = NonNullable<CourseFormValues["quiz"]>["questions"][number];

const FOREIGN_LESSON = "A lesson you sent is not part of this course. Reload the course and try again.";
const FOREIGN_QUESTION =
  "A quiz question you sent is not part of this course. Reload the course and try again.";
const FOREIGN_ANSWER = "An answer you sent is not part of its question. Reload the course and try again.";

/**
 * Replaces a course's fields, lessons and quiz in one transaction (docs/product/learning.md#courses). Lessons,
 * questions and answers sent with their id are kept, so learners keep the lessons they opened and their attempts;
 * those left out are removed, new ones added, all in the order sent. A removed lesson's file is deleted from
 * storage after the commit. Unfinished enrollments follow the new lessons and quiz: their progress is counted
 * again, and those now finished complete (docs/product/learning.md#progress). Only a real change is written and
 * audited.
 */
export async function updateCourse(
  deps: { db: Db; storage: FileStorage; logger: Logger; config: Config },
  caller: Caller,
  input: { id: string; course: CourseFormValues },
): Promise<EditableCourse> {
  const { course, removedFileKeys } = await deps.db.transaction(async (tx) => {
    const [current] = await tx.select().from(courses).where(eq(courses.id, input.id)).for("update");
    if (!current) throw new AppError("not_found", LEARNING_MESSAGES.courseNotFound);
    const lessons = await tx
      .select()
      .from(courseLessons)
      .where(eq(courseLessons.courseId, input.id))
      .orderBy(asc(courseLessons.position), asc(courseLessons.id));
    const questions = await tx
      .select()
      .from(quizQuestions)
      .where(eq(quizQuestions.courseId, input.id))
      .orderBy(asc(quizQuestions.position), asc(quizQuestions.id));
    const sentLessons = input.course.lessons;
    const sentQuestions = input.course.quiz?.questions ?? [];
    checkKeptIds(
      lessons.map((lesson) => lesson.id),
      sentLessons.map((lesson) => lesson.id),
      FOREIGN_LESSON,
    );
    checkKeptIds(
      questions.map((question) => question.id),
      sentQuestions.map((question) => question.id),
      FOREIGN_QUESTION,
    );
    for (const question of sentQuestions) checkKeptAnswers(questions, question);

    const next = courseColumnsOf(input.course);
    const changes = changesOf(current, next);
    if (lessonsChanged(lessons, sentLessons)) {
      changes.lessons = { from: lessons.length, to: sentLessons.length };
    }
    if (questionsChanged(questions, sentQuestions)) {
      changes.questions = { from: questions.length, to: sentQuestions.length };
    }
    if (Object.keys(changes).length === 0) {
      return { course: await getEditableCourse(tx, input.id), removedFileKeys: [] };
    }

    await tx
      .update(courses)
      .set({ ...next, updatedAt: new Date() })
      .where(eq(courses.id, input.id));
    const removedFileKeys = await writeLessons(tx, input.id, lessons, sentLessons);
    await writeQuestions(tx, input.id, sentQuestions);
    await completeFinishedEnrollments(tx, deps.config, input.id, next.passMark, sentLessons.length);
    await recordAudit(tx, {
      partnerId: null,
      actorUserId: caller.user.id,
      action: "course_updated",
      subject: { type: "course", id: input.id, label: next.title },
      details: { course_id: input.id, course_title: next.title, changes },
    });
    return { course: await getEditableCourse(tx, input.id), removedFileKeys };
  });
  // After the commit: nothing points at these files any more, so a failure costs disk, never access.
  await Promise.all(
    removedFileKeys.map((key) =>
      deps.storage.delete(LESSONS_BUCKET, key).catch((error: unknown) => {
        deps.logger.error({ err: error, courseId: input.id, key }, "lesson file not removed");
      }),
    ),
  );
  return course;
}

/** Every id sent must be one the course has, and sent once; anything else was edited elsewhere meanwhile. */
function checkKeptIds(existing: string[], sent: (string | undefined)[], message: string): void {
  const known = new Set(existing);
  const seen = new Set<string>();
  for (const id of sent) {
    if (id === undefined) continue;
    if (!known.has(id) || seen.has(id)) throw new AppError("bad_request", message);
    seen.add(id);
  }
}

/** A kept question keeps only its own answers; a new question has none to keep. */
function checkKeptAnswers(existing: QuestionRow[], question: QuestionValues): void {
  const own = existing.find((row) => row.id === question.id)?.options.map((option) => option.id) ?? [];
  checkKeptIds(
    own,
    question.options.map((option) => option.id),
    FOREIGN_ANSWER,
  );
}

/** The course's own fields that changed, as { field: { from, to } }. */
function changesOf(
  before: { [Key in keyof CourseColumns]: CourseColumns[Key] | null },
  after: CourseColumns,
): FieldChanges {
  const changes: FieldChanges = {};
  for (const key of Object.keys(after) as (keyof CourseColumns)[]) {
    if (before[key] !== after[key]) changes[COURSE_FIELD_NAMES[key]] = { from: before[key], to: after[key] };
  }
  return changes;
}

function lessonsChanged(before: LessonRow[], sent: CourseFormValues["lessons"]): boolean {
  return (
    before.length !== sent.length ||
    sent.some(
      (lesson, index) =>
        lesson.id !== before[index]?.id ||
        lesson.title !== before[index]?.title ||
        lesson.body !== before[index]?.body,
    )
  );
}

function questionsChanged(before: QuestionRow[], sent: QuestionValues[]): boolean {
  return (
    before.length !== sent.length ||
    sent.some((question, index) => {
      const row = before[index];
      return (
        !row ||
        question.id !== row.id ||
        question.prompt !== row.prompt ||
        question.options.length !== row.options.length ||
        question.options.some((option, at) => {
          const stored = row.options[at];
          return (
            !stored ||
            option.id !== stored.id ||
            option.text !== stored.text ||
            option.correct !== row.correctOptionIds.includes(stored.id)
          );
        })
      );
    })
  );
}

/**
 * Removes the lessons left out (their completions go with them), rewrites the kept ones in the order sent and
 * adds the new ones; returns the stored files of the removed lessons. When the lessons themselves change,
 * unfinished enrollments' progress is counted again over the new lessons (docs/product/learning.md#progress).
 */
async function writeLessons(
  tx: Tx,
  courseId: string,
  before: LessonRow[],
  sent: CourseFormValues["lessons"],
): Promise<string[]> {
  const keptIds = sent.flatMap((lesson) => (lesson.id ? [lesson.id] : []));
  const removed = before.filter((lesson) => !keptIds.includes(lesson.id));
  if (removed.length > 0) {
    await tx.delete(courseLessons).where(
      and(
        eq(courseLessons.courseId, courseId),
        inArray(
          courseLessons.id,
          removed.map((lesson) => lesson.id),
        ),
      ),
    );
  }
  for (const [position, lesson] of sent.entries()) {
    if (!lesson.id) continue;
    await tx
      .update(courseLessons)
      .set({ position, title: lesson.title, body: lesson.body })
      .where(eq(courseLessons.id, lesson.id));
  }
  const added = [...sent.entries()].filter(([, lesson]) => !lesson.id);
  if (added.length > 0) {
    await tx
      .insert(courseLessons)
      .values(
        added.map(([position, lesson]) => ({ courseId, position, title: lesson.title, body: lesson.body })),
      );
  }
  if (removed.length > 0 || added.length > 0) {
    await tx
      .update(enrollments)
      .set({
        progressPercentage: sql`round((${completionsOf(outerEnrollmentId)}) * 100.0 / ${sent.length})`,
      })
      .where(and(eq(enrollments.courseId, courseId), ne(enrollments.status, "completed")));
  }
  return removed.flatMap((lesson) => (lesson.fileKey ? [lesson.fileKey] : []));
}

/** How many of the course's lessons an enrollment has opened (completions of removed lessons went with them). */
const completionsOf = (enrollmentId: SQL) =>
  sql<number>`select count(*) from ${lessonCompletions} where ${lessonCompletions.enrollmentId} = ${enrollmentId}`;

/**
 * Completes the enrollments in progress that the edit finished: every lesson left is done and, when the course
 * still has a quiz, an attempt passed (a lesson or the quiz removed can do that). Each is settled as opening a
 * lesson would settle it, certificate included (docs/product/learning.md#certificates).
 */
async function completeFinishedEnrollments(
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
        gte(sql`(${completionsOf(outerEnrollmentId)})`, lessonCount),
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
  for (const enrollment of finished) await settleEnrollment(tx, config, enrollment, { passMark });
}

/** Removes the questions left out, rewrites the kept ones in the order sent and adds the new ones. */
async function writeQuestions(tx: Tx, courseId: string, sent: QuestionValues[]): Promise<void> {
  const keptIds = sent.flatMap((question) => (question.id ? [question.id] : []));
  await tx
    .delete(quizQuestions)
    .where(
      and(
        eq(quizQuestions.courseId, courseId),
        keptIds.length > 0 ? notInArray(quizQuestions.id, keptIds) : undefined,
      ),
    );
  for (const [position, question] of sent.entries()) {
    if (!question.id) continue;
    await tx
      .update(quizQuestions)
      .set({ position, prompt: question.prompt, ...storedAnswersOf(question) })
      .where(eq(quizQuestions.id, question.id));
  }
  const added = [...sent.entries()].filter(([, question]) => !question.id);
  if (added.length > 0) {
    await tx.insert(quizQuestions).values(
      added.map(([position, question]) => ({
        courseId,
        position,
        prompt: question.prompt,
        ...storedAnswersOf(question),
      })),
    );
  }
}
