import type { ReactNode } from "react";

/**
 * Figures as a plain table: a caption, column headings and one row per item, its first cell the row's heading;
 * numbers right-aligned so they compare down a column.
 */
export function FiguresTable({
  caption,
  columns,
  rows,
}: {
  caption: string;
  columns: readonly string[];
  rows: readonly { key: string; cells: readonly ReactNode[] }[];
}) {
  return (
    <table className="w-full min-w-max text-sm">
      <caption className="sr-only">{caption}</caption>
      {/* Sticky: a long table scrolls under its headings. */}
      <thead className="sticky top-0 bg-card">
        <tr className="border-b text-left text-muted-foreground">
          {columns.map((column, index) => (
            <th
              key={column}
              scope="col"
              className={index === 0 ? "py-2 pr-4 font-medium" : "px-2 py-2 text-right font-medium"}
            >
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map(({ key, cells }) => (
          <tr key={key} className="border-b last:border-0">
            {cells.map((cell, index) =>
              index === 0 ? (
                // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells are its columns, in their order.
                <th key={index} scope="row" className="py-2 pr-4 text-left font-medium">
                  {cell}
                </th>
              ) : (
                // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells are its columns, in their order.
                <td key={index} className="px-2 py-2 text-right tabular-nums">
                  {cell}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
