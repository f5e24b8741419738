import { cappedResult, countUpTo } from "#server/db/capped-total";
import type { Db } from "#server/db/client";
import type { ReportDefinition, ReportResult } from "#shared/contracts/reports";
import { cellsOf, compileReport } from "./compile-report";
import type { DatasetRows } from "./report-access";

// Both drivers answer a raw statement with its rows under `rows`.
type Rows<Row> = { rows: Row[] };

/**
 * One page of a definition's result for the rows a person reads. An ungrouped result is counted up to the cap
 * long lists use (decision 0033); a grouped one has to aggregate every row for its page anyway, so its groups
 * are counted exactly.
 */
export async function reportPage(
  db: Db,
  definition: ReportDefinition,
  rows: Exclude<DatasetRows, { kind: "none" }>,
  page: { page: number; pageSize: number },
): Promise<ReportResult> {
  const compiled = compileReport(definition, rows);
  const upTo = countUpTo(page);
  const [items, counted] = await Promise.all([
    db.execute(compiled.page(page)) as unknown as Promise<Rows<Record<string, unknown>>>,
    db.execute(compiled.count(upTo)) as unknown as Promise<Rows<{ count: number }>>,
  ]);
  const [count] = counted.rows;
  const total = compiled.grouped
    ? { total: Number(count?.count ?? 0), totalCapped: false }
    : cappedResult({ count: Number(count?.count ?? 0) }, upTo);
  return {
    columns: compiled.columns,
    items: items.rows.map((row) => cellsOf(row, compiled.columns.length)),
    ...total,
    page: page.page,
    pageSize: page.pageSize,
  };
}
