import { and, eq } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "#server/db/client";
import { containing } from "#server/db/like-pattern";
import { courses, profiles, user } from "#server/db/schema/index";
import { inNameOrder, nameOrEmailContains } from "#server/features/users/people-keys";
import { AppError } from "#server/platform/app-error";
import { LEARNING_MESSAGES, type LearnerOption, type searchLearnersInput } from "#shared/contracts/learning";
import { inAudience, kindOf, learnerColumns } from "./learner-columns";

const MAX_OPTIONS = 20;

/**
 * People in a course's audience whose name or e-mail contains the search, A to Z, at most 20: the enroll
 * chooser (docs/product/learning.md#enrolling-others). Searched and ordered as every people list is, by the
 * profile's keys: walking the list-order index, the first 20 of the audience are found after reading about as
 * many people, and a rare search comes from the keys' trigram indexes (decision 0040).
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
    .innerJoin(profiles, eq(profiles.userId, user.id))
    .where(and(pattern ? nameOrEmailContains(pattern) : undefined, inAudience(course.audience)))
    .orderBy(...inNameOrder(profiles.nameKey, profiles.emailKey, profiles.userId))
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
