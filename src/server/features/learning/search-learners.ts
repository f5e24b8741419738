import { and, eq, ilike, or, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "#server/db/client";
import { containing } from "#server/db/like-pattern";
import { courses, profiles, user } from "#server/db/schema/index";
import { AppError } from "#server/platform/app-error";
import { LEARNING_MESSAGES, type LearnerOption, type searchLearnersInput } from "#shared/contracts/learning";
import { inAudience, kindOf, learnerColumns } from "./learner-columns";

const MAX_OPTIONS = 20;

/**
 * People in a course's audience whose name or e-mail contains the search, A to Z, at most 20: the enroll
 * chooser (docs/product/learning.md#enrolling-others).
 */
export async function searchLearners(
  db: Db,
  input: z.output<typeof searchLearnersInput>,
): Promise<{ items: LearnerOption[] }> {
  const [course] = await db
    .select({ audience: courses.audience })
    .from(courses)
    .where(eq(courses.id, input.courseId));
  if (!course) throw new AppError("not_found", LEARNING_MESSAGES.courseNotFound);
  const pattern = input.search ? containing(input.search) : undefined;
  const rows = await db
    .select(learnerColumns)
    .from(user)
    .leftJoin(profiles, eq(profiles.userId, user.id))
    .where(
      and(
        pattern
          ? or(ilike(profiles.fullName, pattern), ilike(user.name, pattern), ilike(user.email, pattern))
          : undefined,
        inAudience(course.audience),
      ),
    )
    .orderBy(sql`lower(${learnerColumns.name})`, sql`lower(${user.email})`, user.id)
    .limit(MAX_OPTIONS);
  return {
    items: rows.map((row) => ({
      userId: row.userId,
      name: row.name,
      email: row.email,
      kind: kindOf(row),
      companyName: row.companyName,
    })),
  };
}
