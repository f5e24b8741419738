import { GREEN_FROM, YELLOW_FROM } from "#shared/health-score";
import { cn } from "#web/lib/style/cn";

/** One day of the history: its date as written on the axis and its average score (null: no snapshot). */
export interface HistoryPoint {
  label: string;
  averageScore: number | null;
}

const TICKS = [0, 20, 40, 60, 80, 100] as const;
/** Half a day's width: a day with no neighbour is drawn as a short dash, so it shows. */
const LONE_DAY = 0.35;

/** The runs of days that have a score, each drawn as its own line: a day without snapshots leaves a gap. */
function runsOf(points: readonly HistoryPoint[]): { x: number; y: number }[][] {
  const runs: { x: number; y: number }[][] = [];
  let run: { x: number; y: number }[] = [];
  points.forEach(({ averageScore }, x) => {
    if (averageScore === null) {
      if (run.length > 0) runs.push(run);
      run = [];
    } else run.push({ x, y: 100 - averageScore });
  });
  if (run.length > 0) runs.push(run);
  return runs;
}

const pathOf = (run: { x: number; y: number }[]) => {
  const [first] = run;
  if (run.length === 1 && first) return `M${first.x - LONE_DAY} ${first.y}H${first.x + LONE_DAY}`;
  return run.map(({ x, y }, index) => `${index === 0 ? "M" : "L"}${x} ${y}`).join("");
};

/**
 * The average health score per day as a line over the score's three bands, on a fixed 0-100 scale so a fall
 * looks as large as it is. Drawn by hand: one line needs no chart library. The drawing stretches to its box; the
 * axis labels are text beside it, so they keep their size. Its ChartCard names it and offers the table.
 */
export function HealthHistoryChart({ points }: { points: readonly HistoryPoint[] }) {
  const width = Math.max(points.length - 1, 1);
  const labelled = [0, Math.floor((points.length - 1) / 2), points.length - 1].filter(
    (index, position, all) => index >= 0 && all.indexOf(index) === position,
  );
  return (
    // A container, so the middle date shows only where three dates fit side by side.
    <div className="@container grid h-full grid-cols-[2rem_minmax(0,1fr)] grid-rows-[minmax(0,1fr)_1.5rem] gap-x-2 text-xs text-muted-foreground">
      <div className="relative">
        {TICKS.map((tick) => (
          <span
            key={tick}
            className="absolute right-0 -translate-y-1/2 tabular-nums"
            style={{ top: `${100 - tick}%` }}
          >
            {tick}
          </span>
        ))}
      </div>
      <svg
        viewBox={`0 0 ${width} 100`}
        preserveAspectRatio="none"
        className="h-full min-h-0 w-full overflow-visible"
        aria-hidden="true"
      >
        <rect x={0} y={0} width={width} height={100 - GREEN_FROM} className="fill-green-500/10" />
        <rect
          x={0}
          y={100 - GREEN_FROM}
          width={width}
          height={GREEN_FROM - YELLOW_FROM}
          className="fill-yellow-500/10"
        />
        <rect x={0} y={100 - YELLOW_FROM} width={width} height={YELLOW_FROM} className="fill-red-500/10" />
        {TICKS.map((tick) => (
          <line
            key={tick}
            x1={0}
            x2={width}
            y1={100 - tick}
            y2={100 - tick}
            className="stroke-border"
            strokeDasharray="3 3"
            vectorEffect="non-scaling-stroke"
          />
        ))}
        {runsOf(points).map((run) => (
          <path
            key={run[0]?.x}
            d={pathOf(run)}
            fill="none"
            className="stroke-primary"
            strokeWidth={2}
            strokeLinejoin="round"
            strokeLinecap="round"
            vectorEffect="non-scaling-stroke"
          />
        ))}
      </svg>
      <div className="col-start-2 relative">
        {labelled.map((index) => (
          <span
            key={index}
            className={cn(
              "absolute top-1 whitespace-nowrap",
              index !== 0 && index !== points.length - 1 && "hidden @sm:inline",
            )}
            style={
              index === 0
                ? { left: 0 }
                : index === points.length - 1
                  ? { right: 0 }
                  : { left: `${(index / width) * 100}%`, transform: "translateX(-50%)" }
            }
          >
            {points[index]?.label}
          </span>
        ))}
      </div>
    </div>
  );
}
