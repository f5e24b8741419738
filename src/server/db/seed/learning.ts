import type { Db } from "../client";
import type { DemoRecords } from "../demo-data";
import {
  assessmentAttempts,
  certificates,
  courseLessons,
  courses,
  enrollments,
  lessonCompletions,
  quizQuestions,
} from "../schema";
import { insertMissing, storedIds } from "./stored-rows";

/**
 * The demo courses with their lessons and quiz questions, then the enrollments with their lesson completions,
 * attempts and certificates, each after the rows it refers to; returns the rows inserted per table.
 */
export async function seedLearning(tx: Db, records: DemoRecords) {
  const courseCount = await insertMissing(tx, courses, records.courses);
  const lessonCount = await insertMissing(tx, courseLessons, records.lessons);
  const questionCount = await insertMissing(tx, quizQuestions, records.questions);
  const enrollmentCount = await insertMissing(tx, enrollments, records.enrollments);
  // An enrollment the user already had for the course (a different id) keeps its own history.
  const ourEnrollments = await storedIds(tx, enrollments, records.enrollments);
  const ofOurEnrollments = <T extends { enrollmentId: string }>(rows: T[]) =>
    rows.filter((row) => ourEnrollments.has(row.enrollmentId));

  const completionCount = await insertMissing(
    tx,
    lessonCompletions,
    ofOurEnrollments(records.lessonCompletions),
  );
  const attemptCount = await insertMissing(tx, assessmentAttempts, ofOurEnrollments(records.attempts));
  const certificateCount = await insertMissing(tx, certificates, ofOurEnrollments(records.certificates));
  return {
    courses: courseCount,
    course_lessons: lessonCount,
    quiz_questions: questionCount,
    enrollments: enrollmentCount,
    lesson_completions: completionCount,
    assessment_attempts: attemptCount,
    certificates: certificateCount,
  };
}
