import { csvCell } from "#server/platform/csv";
import type { ReportResultColumn } from "#shared/contracts/reports";
import type { PartnerTier } from "#shared/enums";
import { ENUM_LABELS, labelOf } from "#shared/labels";
import { type ReportDatasetKey, reportColumn } from "#shared/report-datasets";

/**
 * A report's CSV lines, as exports and deliveries write them: the header of its column labels, then each row with
 * a choice as its label (docs/product/overview.md#labels), a tier by the name the programme gives it, and every
 * cell neutralised against formulas.
 */
export function reportCsv(
  dataset: ReportDatasetKey,
  columns: readonly ReportResultColumn[],
  tierNames: Record<PartnerTier, string>,
) {
  const writers = columns.map((column) => {
    const choices = column.kind === "choice" ? reportColumn(dataset, column.key)?.choices : undefined;
    if (!choices) return (cell: string | null) => csvCell(cell);
    const labels: Record<string, string> = choices === "PARTNER_TIERS" ? tierNames : ENUM_LABELS[choices];
    return (cell: string | null) => csvCell(cell === null ? null : labelOf(labels, cell));
  });
  return {
    header: `${columns.map((column) => csvCell(column.label)).join(",")}\r\n`,
    line: (cells: readonly (string | null)[]) =>
      `${cells.map((cell, index) => writers[index]?.(cell) ?? csvCell(cell)).join(",")}\r\n`,
  };
}
