import { and, count, desc, sql } from "drizzle-orm";
import type { Caller } from "#server/auth/session";
import type { Db } from "#server/db/client";
import { containing } from "#server/db/like-pattern";
import { savedReports } from "#server/db/schema/index";
import type { ReportItem } from "#shared/contracts/reports";
import { openableReports } from "./openable-reports";
import { selectReports, toReportItem } from "./report-rows";

/**
 * Reports & Dashboards (docs/product/business-intelligence.md#saved-reports): the caller's own reports and the
 * shared ones, most recently changed first, leaving out those over a dataset they read none of. The search
 * matches the name or the description, ignoring case.
 */
export async function listReports(
  db: Db,
  caller: Caller,
  input: { search?: string | undefined; page: number; pageSize: number },
): Promise<{ items: ReportItem[]; total: number; page: number; pageSize: number }> {
  const where = and(
    openableReports(caller),
    input.search
      ? sql`lower(${savedReports.name} || ' ' || coalesce(${savedReports.description}, '')) like ${containing(input.search.toLowerCase())}`
      : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    selectReports(db)
      .where(where)
      .orderBy(desc(savedReports.updatedAt), desc(savedReports.id))
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
    db.select({ total: count() }).from(savedReports).where(where),
  ]);
  return {
    items: rows.map((row) => toReportItem(caller, row)),
    total: counted?.total ?? 0,
    page: input.page,
    pageSize: input.pageSize,
  };
}
