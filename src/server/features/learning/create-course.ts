import type { Caller } from "#server/auth/session";
import type { Db } from "#server/db/client";
import { courseLessons, courses, quizQuestions } from "#server/db/schema/index";
import { recordAudit } from "#server/platform/audit";
import type { CourseFormValues, EditableCourse } from "#shared/contracts/learning";
import { courseColumnsOf, storedAnswersOf } from "./course-values";
import { getEditableCourse } from "./get-editable-course";

/**
 * Creates a course with its lessons and optional quiz in one transaction, audited (docs/product/learning.md#courses).
 * Ids sent with lessons, questions or answers are ignored: a new course has nothing to keep.
 */
export async function createCourse(db: Db, caller: Caller, input: CourseFormValues): Promise<EditableCourse> {
  return db.transaction(async (tx) => {
    const [course] = await tx
      .insert(courses)
      .values({ ...courseColumnsOf(input), createdBy: caller.user.id })
      .returning();
    if (!course) throw new Error("the course insert returned no row");
    await tx.insert(courseLessons).values(
      input.lessons.map((lesson, position) => ({
        courseId: course.id,
        position,
        title: lesson.title,
        body: lesson.body,
      })),
    );
    const questions = input.quiz?.questions ?? [];
    if (questions.length > 0) {
      await tx.insert(quizQuestions).values(
        questions.map((question, position) => ({
          courseId: course.id,
          position,
          prompt: question.prompt,
          ...storedAnswersOf({
            ...question,
            options: question.options.map(({ id: _sent, ...option }) => option),
          }),
        })),
      );
    }
    await recordAudit(tx, {
      partnerId: null,
      actorUserId: caller.user.id,
      action: "course_created",
      subject: { type: "course", id: course.id, label: course.title },
      details: {
        course_id: course.id,
        course_title: course.title,
        status: course.status,
        audience: course.audience,
      },
    });
    return getEditableCourse(tx, course.id);
  });
}
