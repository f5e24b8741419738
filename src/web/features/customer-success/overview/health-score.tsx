import { formatPercent } from "#shared/format";
import { cn } from "#web/lib/style/cn";

export type HealthBand = "green" | "yellow" | "red";

/** docs/product/modules.md#customer-success: 80 and above is green, 60 to 79 is yellow, below 60 is red. */
export function healthBand(score: number): HealthBand {
  if (score >= 80) return "green";
  if (score >= 60) return "yellow";
  return "red";
}

// The -700 shades keep at least 4.5:1 against the white card, -300 against the dark theme's slate one.
const BAND_TEXT: Record<HealthBand, string> = {
  green: "text-green-700 dark:text-green-300",
  yellow: "text-yellow-700 dark:text-yellow-300",
  red: "text-red-700 dark:text-red-300",
};

/** The score as a percentage; the number itself carries the meaning, the colour only reinforces it. */
export function HealthScore({ score }: { score: number }) {
  return (
    <span className={cn("font-semibold tabular-nums", BAND_TEXT[healthBand(score)])}>
      {formatPercent(score, 0)}
    </span>
  );
}
