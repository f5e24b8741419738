import { count, desc, eq } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { partnerApplications, partners } from "#server/db/schema/index";
import type { ApplicationStatus } from "#shared/enums";
import { applicationSummaryColumns } from "./application-columns";

/** One page of applications, newest first, optionally of one status. */
export async function listApplications(
  db: Db,
  input: { status?: ApplicationStatus; page: number; pageSize: number },
) {
  const where = input.status ? eq(partnerApplications.status, input.status) : undefined;
  const [items, [totalRow]] = await Promise.all([
    db
      .select(applicationSummaryColumns)
      .from(partnerApplications)
      .innerJoin(partners, eq(partners.id, partnerApplications.partnerId))
      .where(where)
      .orderBy(desc(partnerApplications.submittedAt), desc(partnerApplications.id))
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
    db.select({ total: count() }).from(partnerApplications).where(where),
  ]);
  return { items, total: totalRow?.total ?? 0, page: input.page, pageSize: input.pageSize };
}
