import type { ReactNode } from "react";

/**
 * The ranking on a phone, where its nine columns do not fit: one card per partner, its rank and name as the
 * heading and each figure beside its column's name.
 */
export function RankingList({
  label,
  columns,
  rows,
}: {
  label: string;
  /** The columns after the partner and its rank. */
  columns: readonly string[];
  rows: readonly { key: string; name: string; rank: string; figures: readonly ReactNode[] }[];
}) {
  return (
    <ol aria-label={label} className="grid gap-3">
      {rows.map((row) => (
        <li key={row.key} className="rounded-lg border p-3">
          <h4 className="font-medium">
            <span className="text-muted-foreground tabular-nums">{row.rank}.</span> {row.name}
          </h4>
          <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
            {columns.map((column, index) => (
              <div key={column} className="flex justify-between gap-2">
                <dt className="text-muted-foreground">{column}</dt>
                <dd className="text-right tabular-nums">{row.figures[index]}</dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ol>
  );
}
