import { count, eq, sql } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { certificates, courses, courseTotals } from "#server/db/schema/index";
import type { DashboardSummary } from "#shared/contracts/dashboard";

/**
 * The programme's figures: published courses, enrollments under way (added up from the totals kept per course,
 * decision 0041, as the course authors' stat cards do) and the certificates issued since the start of this
 * calendar month in UTC, read through their issue-time index.
 */
export async function learningFigures(db: Db): Promise<DashboardSummary["learning"]> {
  const [[published], [totals], [issued]] = await Promise.all([
    db.select({ courses: count() }).from(courses).where(eq(courses.status, "published")),
    db
      .select({
        underWay:
          sql<number>`coalesce(sum(${courseTotals.enrollments} - ${courseTotals.completed}), 0)`.mapWith(
            Number,
          ),
      })
      .from(courseTotals),
    db
      .select({ certificates: count() })
      .from(certificates)
      .where(sql`${certificates.issuedAt} >= date_trunc('month', now(), 'UTC')`),
  ]);
  return {
    publishedCourses: published?.courses ?? 0,
    enrollmentsUnderWay: totals?.underWay ?? 0,
    certificatesThisMonth: issued?.certificates ?? 0,
  };
}
