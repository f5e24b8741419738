import { count, eq, sql } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { activeLearners, certificates, courses } from "#server/db/schema/index";
import type { DashboardSummary } from "#shared/contracts/dashboard";

/**
 * The programme's figures: published courses, active learners (the rows kept per learner with an enrollment not
 * completed, migration 0037, rather than a distinct count over every enrollment) and the certificates issued
 * since the start of this calendar month in UTC, read through their issue-time index.
 */
export async function learningFigures(db: Db): Promise<DashboardSummary["learning"]> {
  const [[published], [learners], [issued]] = await Promise.all([
    db.select({ courses: count() }).from(courses).where(eq(courses.status, "published")),
    db.select({ active: count() }).from(activeLearners),
    db
      .select({ certificates: count() })
      .from(certificates)
      .where(sql`${certificates.issuedAt} >= date_trunc('month', now(), 'UTC')`),
  ]);
  return {
    publishedCourses: published?.courses ?? 0,
    activeLearners: learners?.active ?? 0,
    certificatesThisMonth: issued?.certificates ?? 0,
  };
}
