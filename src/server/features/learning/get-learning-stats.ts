import { type AnyColumn, count, eq, ne, sql } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { certificates, courses, courseTotals, enrollments } from "#server/db/schema/index";
import type { Learner } from "#server/rpc/caller-access";
import type { LearningStats } from "#shared/contracts/learning";
import { coursesOpenTo } from "./course-visibility";

interface Figures {
  courses: number;
  enrollments: number;
  active: number;
  certificates: number;
}

const total = (column: AnyColumn) => sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number);

/** The whole programme's: each course's kept totals added up (migration 0023), not a million enrollments counted. */
async function programmeFigures(db: Db): Promise<Figures> {
  const [[courseRow], [totals]] = await Promise.all([
    db.select({ total: count() }).from(courses),
    db
      .select({
        enrollments: total(courseTotals.enrollments),
        completed: total(courseTotals.completed),
        certificates: total(courseTotals.certificates),
      })
      .from(courseTotals),
  ]);
  const enrollmentCount = totals?.enrollments ?? 0;
  return {
    courses: courseRow?.total ?? 0,
    enrollments: enrollmentCount,
    active: enrollmentCount - (totals?.completed ?? 0),
    certificates: totals?.certificates ?? 0,
  };
}

/** A learner's own, read through their indexes. */
async function learnerFigures(db: Db, learner: Learner): Promise<Figures> {
  const [[courseRow], [enrollmentRow], [certificateRow]] = await Promise.all([
    db.select({ total: count() }).from(courses).where(coursesOpenTo(learner)),
    db
      .select({
        total: count(),
        active: sql<number>`count(*) filter (where ${ne(enrollments.status, "completed")})`.mapWith(Number),
      })
      .from(enrollments)
      .where(eq(enrollments.userId, learner.userId)),
    db.select({ total: count() }).from(certificates).where(eq(certificates.userId, learner.userId)),
  ]);
  return {
    courses: courseRow?.total ?? 0,
    enrollments: enrollmentRow?.total ?? 0,
    active: enrollmentRow?.active ?? 0,
    certificates: certificateRow?.total ?? 0,
  };
}

/**
 * The Learning screen's figures (docs/product/learning.md#stat-cards): a learner's own, or the whole
 * programme's for holders of manage_courses, who run it.
 */
export async function getLearningStats(db: Db, learner: Learner): Promise<LearningStats> {
  const programme = learner.managesCourses;
  const figures = programme ? await programmeFigures(db) : await learnerFigures(db, learner);
  return {
    totalCourses: figures.courses,
    activeEnrollments: figures.active,
    completionRate:
      figures.enrollments === 0
        ? 0
        : Math.round((100 * (figures.enrollments - figures.active)) / figures.enrollments),
    certificatesIssued: figures.certificates,
    scope: programme ? "programme" : "mine",
  };
}
