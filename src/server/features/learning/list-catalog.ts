import { and, asc, count, eq, ilike, or } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "#server/db/client";
import { containing } from "#server/db/like-pattern";
import { courses, enrollments } from "#server/db/schema/index";
import type { Learner } from "#server/rpc/caller-access";
import type { listCatalogInput, listCatalogOutput } from "#shared/contracts/learning";
import { courseSummaryColumns } from "./course-summary";
import { coursesOpenTo } from "./course-visibility";
import { enrollmentProgressColumns } from "./enrollment-progress";

/**
 * One page of the course catalog (docs/product/learning.md#course-catalog): the published courses open to the
 * caller, by title, searched over the title or the category, each with the caller's own enrollment. Holders of
 * manage_courses see their audience's catalog too: the catalog is for taking courses. The enrollment is a left
 * join on (user_id, course_id), which the enrollments' unique index serves however many there are.
 */
export async function listCatalog(
  db: Db,
  learner: Learner,
  input: z.output<typeof listCatalogInput>,
): Promise<z.output<typeof listCatalogOutput>> {
  const pattern = input.search ? containing(input.search) : undefined;
  const where = coursesOpenTo(
    learner,
    pattern ? or(ilike(courses.title, pattern), ilike(courses.category, pattern)) : undefined,
  );
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({ ...courseSummaryColumns, enrollment: enrollmentProgressColumns })
      .from(courses)
      .leftJoin(
        enrollments,
        and(eq(enrollments.courseId, courses.id), eq(enrollments.userId, learner.userId)),
      )
      .where(where)
      .orderBy(asc(courses.title), asc(courses.id))
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
    db.select({ total: count() }).from(courses).where(where),
  ]);
  return { items: rows, total: totalRow?.total ?? 0, page: input.page, pageSize: input.pageSize };
}
