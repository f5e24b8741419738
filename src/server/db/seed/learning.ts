import type { Db } from "../client";
import type { DemoRecords } from "../demo-data";
import { assessmentAttempts, certificates, courses, enrollments } from "../schema";
import { insertMissing, storedIds } from "./stored-rows";

/** The demo courses, enrollments, assessment attempts and certificates; returns the rows inserted per table. */
export async function seedLearning(tx: Db, records: DemoRecords) {
  const courseCount = await insertMissing(tx, courses, records.courses);
  const enrollmentCount = await insertMissing(tx, enrollments, records.enrollments);
  // An enrollment the user already had for the course (a different id) keeps its own history.
  const ourEnrollments = await storedIds(tx, enrollments, records.enrollments);
  const ofOurEnrollments = <T extends { enrollmentId: string }>(rows: T[]) =>
    rows.filter((row) => ourEnrollments.has(row.enrollmentId));

  const attemptCount = await insertMissing(tx, assessmentAttempts, ofOurEnrollments(records.attempts));
  const certificateCount = await insertMissing(tx, certificates, ofOurEnrollments(records.certificates));
  return {
    courses: courseCount,
    enrollments: enrollmentCount,
    assessment_attempts: attemptCount,
    certificates: certificateCount,
  };
}
