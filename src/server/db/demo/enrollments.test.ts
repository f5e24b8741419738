import { describe, expect, it } from "vitest";
import { grade } from "#server/features/learning/quiz-grading";
import { verificationCodeSchema } from "#shared/contracts/learning";
import { demoContext } from "./context";
import { DEMO_COURSE_IDS, demoCourses } from "./courses";
import { demoLearningRecords } from "./enrollments";

const context = demoContext(new Date("2025-06-15T12:00:00Z"), (email) => `id-of-${email}`);
const courses = demoCourses(context);
const records = demoLearningRecords(context);
const courseOf = (id: string) => {
  const course = courses.find((c) => c.id === id);
  if (!course) throw new Error(`no demo course ${id}`);
  return course;
};

describe("the demo learning records", () => {
  it("give each course the lessons and quiz its page describes", () => {
    const shape = (id: string) => ({
      lessons: records.lessons.filter((l) => l.courseId === id).map((l) => l.position),
      questions: records.questions.filter((q) => q.courseId === id).length,
      passMark: courseOf(id).passMark ?? null,
      attemptLimit: courseOf(id).attemptLimit ?? null,
      audience: courseOf(id).audience,
    });
    expect(shape(DEMO_COURSE_IDS.onboarding)).toEqual({
      lessons: [0, 1, 2],
      questions: 4,
      passMark: 75,
      attemptLimit: 3,
      audience: "both",
    });
    expect(shape(DEMO_COURSE_IDS.selling)).toEqual({
      lessons: [0, 1, 2],
      questions: 3,
      passMark: 67,
      attemptLimit: null,
      audience: "both",
    });
    expect(shape(DEMO_COURSE_IDS.integration)).toEqual({
      lessons: [0, 1],
      questions: 0,
      passMark: null,
      attemptLimit: null,
      audience: "staff",
    });
    const onboardingQuestions = records.questions.filter((q) => q.courseId === DEMO_COURSE_IDS.onboarding);
    expect(onboardingQuestions.map((q) => q.correctOptionIds.length).sort()).toEqual([1, 1, 1, 2]);
  });

  it("use answer ids that are unique and valid uuids, as the quiz's contract requires", () => {
    const ids = records.questions.flatMap((q) => q.options.map((o) => o.id));
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids)
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it("score each attempt as the server grades its answers", () => {
    for (const attempt of records.attempts) {
      const enrollment = records.enrollments.find((e) => e.id === attempt.enrollmentId);
      const course = courseOf(enrollment?.courseId ?? "");
      const questions = records.questions.filter((q) => q.courseId === course.id);
      const graded = grade(questions, attempt.answers ?? {}, course.passMark ?? 0);
      expect({ score: attempt.score, passed: attempt.passed }).toEqual({
        score: graded.score,
        passed: graded.passed,
      });
    }
  });

  it("issue certificates with 26-character base32 verification codes", () => {
    for (const certificate of records.certificates) {
      expect(verificationCodeSchema.parse(certificate.verificationCode)).toBe(certificate.verificationCode);
    }
  });
});
