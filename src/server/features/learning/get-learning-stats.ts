import { count, eq, ne, sql } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { certificates, courses, enrollments } from "#server/db/schema/index";
import type { Learner } from "#server/rpc/caller-access";
import type { LearningStats } from "#shared/contracts/learning";
import { coursesOpenTo } from "./course-visibility";

/**
 * The Learning screen's figures (docs/product/learning.md#stat-cards): a learner's own, or the whole
 * programme's for holders of manage_courses, who run it.
 */
export async function getLearningStats(db: Db, learner: Learner): Promise<LearningStats> {
  const programme = learner.managesCourses;
  const ownEnrollments = programme ? undefined : eq(enrollments.userId, learner.userId);
  const ownCertificates = programme ? undefined : eq(certificates.userId, learner.userId);
  const [[courseRow], [enrollmentRow], [certificateRow]] = await Promise.all([
    db
      .select({ total: count() })
      .from(courses)
      .where(programme ? undefined : coursesOpenTo(learner)),
    db
      .select({
        total: count(),
        active: sql<number>`count(*) filter (where ${ne(enrollments.status, "completed")})`.mapWith(Number),
      })
      .from(enrollments)
      .where(ownEnrollments),
    db.select({ total: count() }).from(certificates).where(ownCertificates),
  ]);
  const all = enrollmentRow?.total ?? 0;
  const active = enrollmentRow?.active ?? 0;
  return {
    totalCourses: courseRow?.total ?? 0,
    activeEnrollments: active,
    completionRate: all === 0 ? 0 : Math.round((100 * (all - active)) / all),
    certificatesIssued: certificateRow?.total ?? 0,
    scope: programme ? "programme" : "mine",
  };
}
