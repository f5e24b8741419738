import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { DEAL_STATUSES, type DealStatus } from "#shared/enums";
import { formatNumber } from "#shared/format";
import { DEAL_STATUS_LABELS } from "#shared/labels";
import { TOOLTIP_STYLE } from "#web/components/charts/tooltip-style";
import { DEAL_STATUS_COLOURS } from "#web/domain/deal-status-colours";

// The drawings of Performance Tracking, by recharts (decision 0024). They load with the first chart shown, not
// with the page. Each sits in a ChartCard, which names it and offers its figures as a table; the arrow keys move
// a focused drawing's tooltip (recharts' keyboard layer).

// The theme's muted text colour, so the labels keep their contrast on the dark card too.
const AXIS = { fontSize: 12, fill: "var(--muted-foreground)" } as const;

/** Deals submitted per month, stacked by status. */
export function MonthlyDealsChart({
  months,
}: {
  months: { label: string; byStatus: Record<DealStatus, number> }[];
}) {
  const data = months.map(({ label, byStatus }) => ({ label, ...byStatus }));
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="label" tick={AXIS} interval="preserveStartEnd" />
        <YAxis allowDecimals={false} tick={AXIS} />
        <Tooltip {...TOOLTIP_STYLE} formatter={(value) => formatNumber(Number(value))} />
        {/* In the lifecycle's order, as the bars stack, not alphabetically. */}
        <Legend wrapperStyle={{ fontSize: 12 }} itemSorter={null} />
        {DEAL_STATUSES.map((status) => (
          <Bar
            key={status}
            dataKey={status}
            name={DEAL_STATUS_LABELS[status]}
            stackId="deals"
            fill={DEAL_STATUS_COLOURS[status]}
            isAnimationActive={false}
          />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}

/** One bar per item, its value by `format`; longest first as given. */
export function ItemBarChart({
  items,
  valueName,
  format,
  whole = false,
  colour = "#2563eb",
}: {
  items: { label: string; value: number }[];
  valueName: string;
  format(value: number): string;
  /** Counts: whole ticks on the axis. */
  whole?: boolean;
  colour?: string;
}) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={items} layout="vertical" margin={{ top: 8, right: 16, bottom: 0, left: 8 }}>
        <CartesianGrid strokeDasharray="3 3" horizontal={false} />
        <XAxis type="number" tick={AXIS} tickFormatter={format} allowDecimals={!whole} />
        <YAxis type="category" dataKey="label" tick={AXIS} width={112} />
        <Tooltip {...TOOLTIP_STYLE} formatter={(value) => format(Number(value))} />
        <Bar dataKey="value" name={valueName} fill={colour} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}
