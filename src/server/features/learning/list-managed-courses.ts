import { asc, count, ilike, inArray, or, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "#server/db/client";
import { containing } from "#server/db/like-pattern";
import { courses, courseTotals } from "#server/db/schema/index";
import type { listManagedCoursesInput, listManagedCoursesOutput } from "#shared/contracts/learning";
import { outerCourseId } from "./correlated-subquery-columns";
import { courseSummaryColumns } from "./course-summary";

/**
 * One page of every course, drafts and every audience included, by title, for those who write them
 * (docs/product/learning.md#courses): searched over the title or the category, ignoring case.
 */
export async function listManagedCourses(
  db: Db,
  input: z.output<typeof listManagedCoursesInput>,
): Promise<z.output<typeof listManagedCoursesOutput>> {
  const pattern = input.search ? containing(input.search) : undefined;
  const where = pattern ? or(ilike(courses.title, pattern), ilike(courses.category, pattern)) : undefined;
  const order = [asc(courses.title), asc(courses.id)];
  // The page's ids first: a deep page reads the totals of its own courses only, not of every course it skips.
  const [pageIds, [totalRow]] = await Promise.all([
    db
      .select({ id: courses.id })
      .from(courses)
      .where(where)
      .orderBy(...order)
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
    db.select({ total: count() }).from(courses).where(where),
  ]);
  const items =
    pageIds.length === 0
      ? []
      : await db
          .select({
            ...courseSummaryColumns,
            status: courses.status,
            updatedAt: courses.updatedAt,
            // Kept per course (decision 0041): a course every learner takes is not counted again on each page.
            enrollmentCount: sql<number>`coalesce((select ${courseTotals.enrollments} from ${courseTotals}
              where ${courseTotals.courseId} = ${outerCourseId}), 0)`.mapWith(Number),
          })
          .from(courses)
          .where(
            inArray(
              courses.id,
              pageIds.map((row) => row.id),
            ),
          )
          .orderBy(...order);
  return { items, total: totalRow?.total ?? 0, page: input.page, pageSize: input.pageSize };
}
