import { and, asc, eq, ne } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { courses } from "#server/db/schema/index";

/** More than any programme names; the list is a picker's options. */
const LIMIT = 500;

/**
 * The courses a tier can name (docs/product/programme.md#tiers): published courses partners take, by title. Every
 * staff member may read them, as they may read the tiers.
 */
export function listTierCourses(db: Pick<Db, "select">) {
  return db
    .select({ id: courses.id, title: courses.title })
    .from(courses)
    .where(and(eq(courses.status, "published"), ne(courses.audience, "staff")))
    .orderBy(asc(courses.title), asc(courses.id))
    .limit(LIMIT);
}
