import {
  Bar,
  BarChart,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import { DEAL_STATUSES, type DealStatus } from "#shared/enums";
import { formatMoney, formatNumber, formatPercent } from "#shared/format";
import { DEAL_STATUS_LABELS } from "#shared/labels";
import { TOOLTIP_STYLE } from "#web/components/charts/tooltip-style";
import { DEAL_STATUS_COLOURS } from "#web/domain/deal-status-colours";

// The drawings of the Analytics tab, by recharts (decision 0024): they load with the first chart shown, not with
// the page. Each sits in a ChartCard, which names it and offers its figures as a table. recharts' keyboard layer
// is on: Tab reaches a drawing and the arrow keys move its tooltip from one month or partner to the next.

// The theme's muted text colour, so the labels keep their contrast on the dark card too.
const AXIS = { fontSize: 12, fill: "var(--muted-foreground)" } as const;
const LEGEND = { fontSize: 12 } as const;
/** A legend's words in the theme's text colour: a series' own colour is too dark to read on the dark card. */
const legendText = (value: string) => <span className="text-foreground">{value}</span>;
const MARGIN = { top: 8, right: 8, bottom: 0, left: 0 } as const;

const BLUE = "#2563eb";
const GREEN = "#15803d";
const AMBER = "#b45309";
const VIOLET = "#7c3aed";

const COMPACT_DOLLARS = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  notation: "compact",
  maximumFractionDigits: 1,
});
/** An axis's money tick, short enough for a phone: "$12.5K". */
const compactMoney = (value: number) => COMPACT_DOLLARS.format(value);
const money = (value: unknown) => formatMoney(Number(value));
const count = (value: unknown) => formatNumber(Number(value));

/** One month's deals by status, as counts or as dollars. */
export function PipelineChart({
  months,
  asMoney,
}: {
  months: { label: string; byStatus: Record<DealStatus, number> }[];
  asMoney: boolean;
}) {
  const data = months.map(({ label, byStatus }) => ({ label, ...byStatus }));
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={data} margin={MARGIN}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="label" tick={AXIS} interval="preserveStartEnd" />
        <YAxis
          allowDecimals={false}
          tick={AXIS}
          tickFormatter={asMoney ? compactMoney : formatNumber}
          width={asMoney ? 56 : 40}
        />
        <Tooltip {...TOOLTIP_STYLE} formatter={asMoney ? money : count} />
        {/* In the lifecycle's order, as the bars stack, not alphabetically. */}
        <Legend wrapperStyle={LEGEND} itemSorter={null} formatter={legendText} />
        {DEAL_STATUSES.map((status) => (
          <Bar
            key={status}
            dataKey={status}
            name={DEAL_STATUS_LABELS[status]}
            stackId="pipeline"
            fill={DEAL_STATUS_COLOURS[status]}
            isAnimationActive={false}
          />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}

/** Each month's value won as bars, the commission paid as a line, both in dollars. */
export function WonChart({ months }: { months: { label: string; value: number; commission: number }[] }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <ComposedChart data={months} margin={MARGIN}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="label" tick={AXIS} interval="preserveStartEnd" />
        <YAxis tick={AXIS} tickFormatter={compactMoney} width={56} />
        <Tooltip {...TOOLTIP_STYLE} formatter={money} />
        {/* In the order drawn, not alphabetically. */}
        <Legend wrapperStyle={LEGEND} itemSorter={null} formatter={legendText} />
        <Bar dataKey="value" name="Value Won" fill={GREEN} isAnimationActive={false} />
        <Line
          dataKey="commission"
          name="Commission"
          stroke={VIOLET}
          strokeWidth={2}
          dot={{ r: 3, fill: VIOLET }}
          type="monotone"
          isAnimationActive={false}
        />
      </ComposedChart>
    </ResponsiveContainer>
  );
}

/** One horizontal bar per partner, its value won in dollars; first as given. */
export function TopPartnersChart({ partners }: { partners: { label: string; value: number }[] }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={partners} layout="vertical" margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" horizontal={false} />
        {/* Few ticks: compact dollars still crowd on a phone. */}
        <XAxis type="number" tick={AXIS} tickFormatter={compactMoney} tickCount={4} />
        <YAxis type="category" dataKey="label" tick={AXIS} width={112} />
        <Tooltip {...TOOLTIP_STYLE} formatter={money} />
        <Bar dataKey="value" name="Value Won" fill={BLUE} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}

/** Certificates issued each month. */
export function CertificatesChart({ months }: { months: { label: string; issued: number }[] }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={months} margin={MARGIN}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="label" tick={AXIS} interval="preserveStartEnd" />
        <YAxis allowDecimals={false} tick={AXIS} width={40} />
        <Tooltip {...TOOLTIP_STYLE} formatter={count} />
        <Bar dataKey="issued" name="Certificates Issued" fill={VIOLET} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}

/**
 * Tickets opened and solved each month as bars (counts, left axis) and SLA attainment as a line (percent, right
 * axis); a month with nothing solved leaves a gap in the line, never a zero.
 */
export function TicketsChart({
  months,
}: {
  months: { label: string; opened: number; solved: number; attainment: number | null }[];
}) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <ComposedChart data={months} margin={MARGIN}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="label" tick={AXIS} interval="preserveStartEnd" />
        <YAxis yAxisId="tickets" allowDecimals={false} tick={AXIS} width={40} />
        <YAxis
          yAxisId="attainment"
          orientation="right"
          domain={[0, 100]}
          tick={AXIS}
          tickFormatter={(value: number) => formatPercent(value)}
          width={44}
        />
        <Tooltip
          {...TOOLTIP_STYLE}
          formatter={(value, name) =>
            name === "SLA Attainment" ? formatPercent(Number(value)) : formatNumber(Number(value))
          }
        />
        {/* In the order drawn, not alphabetically. */}
        <Legend wrapperStyle={LEGEND} itemSorter={null} formatter={legendText} />
        <Bar yAxisId="tickets" dataKey="opened" name="Opened" fill={BLUE} isAnimationActive={false} />
        <Bar yAxisId="tickets" dataKey="solved" name="Solved" fill={GREEN} isAnimationActive={false} />
        <Line
          yAxisId="attainment"
          dataKey="attainment"
          name="SLA Attainment"
          stroke={AMBER}
          strokeWidth={2}
          dot={{ r: 3, fill: AMBER }}
          type="monotone"
          isAnimationActive={false}
        />
      </ComposedChart>
    </ResponsiveContainer>
  );
}
