import { desc, eq, inArray, sql } from "drizzle-orm";
import { cappedResult, countUpTo, countUpToLimit } from "#server/db/capped-total";
import type { Db } from "#server/db/client";
import { REUSED, reusableQueries } from "#server/db/reusable-queries";
import { partnerApplications, partners } from "#server/db/schema/index";
import type { ApplicationStatus } from "#shared/enums";
import { applicationSummaryColumns } from "./application-columns";

const LIST_ORDER = [desc(partnerApplications.submittedAt), desc(partnerApplications.id)];

/**
 * The list's two statements, of every application or of one status (the placeholder `status`): built once per
 * database, the page and the count's cap given as placeholders on each call.
 */
const listQueries = reusableQueries((db: Db, shape: string) => {
  const where = shape === "by-status" ? eq(partnerApplications.status, sql.placeholder("status")) : undefined;
  const pageIds = db
    .select({ id: partnerApplications.id })
    .from(partnerApplications)
    .where(where)
    .orderBy(...LIST_ORDER)
    .limit(sql.placeholder("limit"))
    .offset(sql.placeholder("offset"));
  return {
    items: db
      .select(applicationSummaryColumns)
      .from(partnerApplications)
      .innerJoin(partners, eq(partners.id, partnerApplications.partnerId))
      .where(inArray(partnerApplications.id, pageIds))
      .orderBy(...LIST_ORDER)
      .prepare(REUSED),
    count: countUpToLimit(db, partnerApplications, where).prepare(REUSED),
  };
});

/**
 * One page of applications, newest first, optionally of one status. The page's ids come from an index in list
 * order (submitted_at, id; or status, submitted_at, id) and only they are joined to their partner; the total
 * stops at a cap (capped-total.ts), so no page reads every application.
 */
export async function listApplications(
  db: Db,
  input: { status?: ApplicationStatus; page: number; pageSize: number },
) {
  const queries = listQueries(db, input.status ? "by-status" : "all");
  const upTo = countUpTo(input);
  const [items, [counted]] = await Promise.all([
    queries.items.execute({
      status: input.status,
      limit: input.pageSize,
      offset: (input.page - 1) * input.pageSize,
    }),
    queries.count.execute({ status: input.status, countLimit: upTo + 1 }),
  ]);
  return { items, ...cappedResult(counted, upTo), page: input.page, pageSize: input.pageSize };
}
