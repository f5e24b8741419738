import { desc, eq, inArray } from "drizzle-orm";
import { cappedTotal, countUpTo } from "#server/db/capped-total";
import type { Db } from "#server/db/client";
import { partnerApplications, partners } from "#server/db/schema/index";
import type { ApplicationStatus } from "#shared/enums";
import { applicationSummaryColumns } from "./application-columns";

const LIST_ORDER = [desc(partnerApplications.submittedAt), desc(partnerApplications.id)];

/**
 * One page of applications, newest first, optionally of one status. The page's ids come from an index in list
 * order (submitted_at, id; or status, submitted_at, id) and only they are joined to their partner; the total
 * stops at a cap (capped-total.ts), so no page reads every application.
 */
export async function listApplications(
  db: Db,
  input: { status?: ApplicationStatus; page: number; pageSize: number },
) {
  const where = input.status ? eq(partnerApplications.status, input.status) : undefined;
  const pageIds = db
    .select({ id: partnerApplications.id })
    .from(partnerApplications)
    .where(where)
    .orderBy(...LIST_ORDER)
    .limit(input.pageSize)
    .offset((input.page - 1) * input.pageSize);
  const [items, counted] = await Promise.all([
    db
      .select(applicationSummaryColumns)
      .from(partnerApplications)
      .innerJoin(partners, eq(partners.id, partnerApplications.partnerId))
      .where(inArray(partnerApplications.id, pageIds))
      .orderBy(...LIST_ORDER),
    cappedTotal(db, partnerApplications, where, countUpTo(input)),
  ]);
  return { items, ...counted, page: input.page, pageSize: input.pageSize };
}
