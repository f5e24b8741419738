import { cappedResult, countUpTo } from "#server/db/capped-total";
import type { Db } from "#server/db/client";
import { postgresErrorCode } from "#server/db/errors";
import { AppError } from "#server/platform/app-error";
import type { ReportDefinition, ReportResult } from "#shared/contracts/reports";
import { type CompiledReport, cellsOf, compileReport } from "./compile-report";
import type { DatasetRows } from "./report-access";

// Both drivers answer a raw statement with its rows under `rows`.
type Rows<Row> = { rows: Row[] };

/** SQLSTATE query_canceled: the statement ran past the database's time limit (DATABASE_STATEMENT_TIMEOUT_MS). */
const CANCELLED = "57014";
export const TOO_SLOW_MESSAGE =
  "This report takes too long to run over so many rows. Add a filter, or group it by status with the partner " +
  "(the course for enrollments) or with a date, whose totals are kept.";

/**
 * One page of a definition's result for the rows a person reads. An ungrouped result is counted up to the cap
 * long lists use (decision 0033); a grouped one has to aggregate every row for its page anyway, so its page
 * counts its groups exactly in the same statement, and only a page past the last group asks again.
 */
export async function reportPage(
  db: Db,
  definition: ReportDefinition,
  rows: Exclude<DatasetRows, { kind: "none" }>,
  page: { page: number; pageSize: number },
): Promise<ReportResult> {
  const compiled = compileReport(definition, rows);
  const upTo = countUpTo(page);
  const counting = (sql: ReturnType<CompiledReport["count"]>) =>
    (db.execute(sql) as unknown as Promise<Rows<{ count: number }>>).then((answer) =>
      Number(answer.rows[0]?.count ?? 0),
    );
  // A definition that reads every row and outlasts the time limit would outlast it again: it is refused with
  // what to change, not answered as a database that cannot be reached.
  const [items, ungroupedCount] = await Promise.all([
    db.execute(compiled.page(page)) as unknown as Promise<Rows<Record<string, unknown>>>,
    compiled.grouped ? undefined : counting(compiled.count(upTo)),
  ]).catch((error: unknown) => {
    if (postgresErrorCode(error) === CANCELLED) {
      throw new AppError("bad_request", TOO_SLOW_MESSAGE, { reason: "too_slow" });
    }
    throw error;
  });
  const groups = items.rows[0]?.report_groups;
  const total = compiled.grouped
    ? {
        total: groups === undefined ? await counting(compiled.count(upTo)) : Number(groups),
        totalCapped: false,
      }
    : cappedResult({ count: ungroupedCount ?? 0 }, upTo);
  return {
    columns: compiled.columns,
    items: items.rows.map((row) => cellsOf(row, compiled.columns.length)),
    ...total,
    page: page.page,
    pageSize: page.pageSize,
  };
}
