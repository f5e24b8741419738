import { formatPercent } from "#shared/format";
import { type HealthBand, healthBand } from "#shared/health-score";
import { cn } from "#web/lib/style/cn";

// The -700 shades keep at least 4.5:1 against the white card, -300 against the dark theme's slate one.
const BAND_TEXT: Record<HealthBand, string> = {
  green: "text-green-700 dark:text-green-300",
  yellow: "text-yellow-700 dark:text-yellow-300",
  red: "text-red-700 dark:text-red-300",
};

/**
 * The score as a percentage in its band's colour (docs/product/customer-success.md#health: 80 and above green,
 * 60 to 79 yellow, below 60 red); the number itself carries the meaning, the colour only reinforces it.
 */
export function HealthScore({ score, className }: { score: number; className?: string }) {
  return (
    <span className={cn("font-semibold tabular-nums", BAND_TEXT[healthBand(score)], className)}>
      {formatPercent(score, 0)}
    </span>
  );
}
