import { asc, desc } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { courses } from "#server/db/schema/index";
import type { Learner } from "#server/rpc/caller-access";
import type { SearchResult } from "#shared/contracts/search";
import { coursesVisibleTo } from "../learning/course-visibility";
import { RESULTS_PER_KIND } from "./results-per-kind";
import { amongCandidates, closeness } from "./text-match";

const COLUMNS = [courses.title, courses.category];

/** Courses by title or category, those the learner may open (decision 0023). */
export async function findCourses(tx: Db, learner: Learner, query: string): Promise<SearchResult[]> {
  const found = amongCandidates(courses.id, query, {
    columns: COLUMNS,
    select: (match) => tx.select({ id: courses.id }).from(courses).where(coursesVisibleTo(learner, match)),
  });
  const rows = await tx
    .select({ id: courses.id, title: courses.title, category: courses.category })
    .from(courses)
    .where(coursesVisibleTo(learner, found))
    .orderBy(desc(closeness(query, COLUMNS)), asc(courses.title))
    .limit(RESULTS_PER_KIND);
  return rows.map((row) => ({ kind: "course", id: row.id, title: row.title, detail: row.category ?? "" }));
}
