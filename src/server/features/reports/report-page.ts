import { cappedResult, countUpTo } from "#server/db/capped-total";
import type { Db } from "#server/db/client";
import type { ReportDefinition, ReportResult } from "#shared/contracts/reports";
import { type CompiledReport, cellsOf, compileReport } from "./compile-report";
import type { DatasetRows } from "./report-access";

// Both drivers answer a raw statement with its rows under `rows`.
type Rows<Row> = { rows: Row[] };

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
  const [items, ungroupedCount] = await Promise.all([
    db.execute(compiled.page(page)) as unknown as Promise<Rows<Record<string, unknown>>>,
    compiled.grouped ? undefined : counting(compiled.count(upTo)),
  ]);
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
