import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { assessmentAttempts, certificates, courses, enrollments } from "#server/db/schema/index";
import type { Learner } from "#server/rpc/caller-access";
import type { CertificationItem } from "#shared/contracts/learning";

/**
 * The caller's own completed courses, newest completion first, each with its best quiz score and its
 * certificate (docs/product/learning.md#certifications). A completion from before certificates were issued
 * has none yet: the first download issues it.
 */
export async function listCertifications(db: Db, learner: Learner): Promise<{ items: CertificationItem[] }> {
  const completedAt = sql`coalesce(${enrollments.completedAt}, ${certificates.issuedAt}, ${enrollments.enrolledAt})`;
  const bestScore = sql<number | null>`(
    select max(${assessmentAttempts.score}) from ${assessmentAttempts}
    where ${assessmentAttempts.enrollmentId} = ${enrollments.id}
  )`;
  const items = await db
    .select({
      enrollmentId: enrollments.id,
      courseId: courses.id,
      courseTitle: courses.title,
      completedAt: completedAt.mapWith(enrollments.completedAt),
      bestScore: bestScore.mapWith(Number),
      certificateId: certificates.id,
      verificationCode: certificates.verificationCode,
    })
    .from(enrollments)
    .innerJoin(courses, eq(courses.id, enrollments.courseId))
    .leftJoin(certificates, eq(certificates.enrollmentId, enrollments.id))
    .where(and(eq(enrollments.userId, learner.userId), eq(enrollments.status, "completed")))
    .orderBy(desc(completedAt), desc(enrollments.id));
  return { items };
}
