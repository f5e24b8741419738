import type { CourseForm, EditableCourse, LessonForm, QuizQuestionForm } from "#shared/contracts/learning";

/** The quiz part of the form while the course has one. */
export type QuizForm = NonNullable<CourseForm["quiz"]>;

export const blankLesson = (): LessonForm => ({ title: "", body: "" });

export const blankAnswer = () => ({ text: "", correct: false });

/** A question starts with the two answers it needs at least. */
export const blankQuestion = (): QuizQuestionForm => ({
  prompt: "",
  options: [blankAnswer(), blankAnswer()],
});

/** A new quiz: a pass mark of 70%, no attempt limit, one question to write. */
export const blankQuiz = (): QuizForm => ({ passMark: 70, attemptLimit: "", questions: [blankQuestion()] });

/** A new course: a draft for both audiences, with one lesson to write and no quiz. */
export const emptyCourse = (): CourseForm => ({
  title: "",
  description: "",
  durationMinutes: "",
  difficultyLevel: "beginner",
  category: "",
  audience: "both",
  status: "draft",
  lessons: [blankLesson()],
  quiz: null,
});

/**
 * A saved course as the form edits it. Lessons, questions and answers keep their ids, so saving keeps what
 * learners have done with them (docs/product/learning.md#courses); files are not part of the form.
 */
export function courseFormOf(course: EditableCourse): CourseForm {
  return {
    title: course.title,
    description: course.description ?? "",
    durationMinutes: course.durationMinutes ?? "",
    difficultyLevel: course.difficultyLevel,
    category: course.category ?? "",
    audience: course.audience,
    status: course.status,
    lessons: course.lessons.map(({ id, title, body }) => ({ id, title, body })),
    quiz: course.quiz
      ? {
          passMark: course.quiz.passMark,
          attemptLimit: course.quiz.attemptLimit ?? "",
          questions: course.quiz.questions.map(({ id, prompt, options }) => ({
            id,
            prompt,
            options: options.map(({ id: optionId, text, correct }) => ({ id: optionId, text, correct })),
          })),
        }
      : null,
  };
}
