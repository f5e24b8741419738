import { count, eq, max, sql } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { assessmentAttempts } from "#server/db/schema/index";
import type { AttemptResult } from "#shared/contracts/learning";

/**
 * How a learner stands on a course's quiz (docs/product/learning.md#quiz): attempts used and left under the
 * limit (null: no limit), the best score, and whether one passed. Nothing used without an enrollment.
 */
export async function attemptSummaryOf(
  tx: Pick<Db, "select">,
  enrollmentId: string | null,
  attemptLimit: number | null,
): Promise<AttemptResult["attempts"]> {
  const [row] = enrollmentId
    ? await tx
        .select({
          used: count(),
          bestScore: max(assessmentAttempts.score),
          passed: sql<boolean>`coalesce(bool_or(${assessmentAttempts.passed}), false)`.mapWith(Boolean),
        })
        .from(assessmentAttempts)
        .where(eq(assessmentAttempts.enrollmentId, enrollmentId))
    : [];
  const used = row?.used ?? 0;
  return {
    used,
    remaining: attemptLimit === null ? null : Math.max(0, attemptLimit - used),
    bestScore: row?.bestScore ?? null,
    passed: row?.passed ?? false,
  };
}
