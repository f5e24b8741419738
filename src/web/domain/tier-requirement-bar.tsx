import { CircleCheckIcon } from "lucide-react";
import { useId } from "react";
import type { TierProgress } from "#shared/contracts/tiers";
import { formatMoney, formatNumber } from "#shared/format";
import type { TierRequirementKey } from "#shared/tier-rules";
import { Progress } from "../components/ui/progress";

/** One requirement of the next tier: the partner's figure now and the tier's target. */
export type TierRequirement = NonNullable<TierProgress["next"]>["requirements"][number];

/** What a requirement counts; deals count over the programme's tier window (docs/product/programme.md#tiers). */
export function requirementLabel(key: TierRequirementKey, windowDays: number): string {
  if (key === "wonValue") return `Closed-won value in the last ${windowDays} days`;
  if (key === "dealsWon") return `Deals won in the last ${windowDays} days`;
  return "Certified members";
}

const figure = (key: TierRequirementKey, value: number) =>
  key === "wonValue" ? formatMoney(value) : formatNumber(value);

/**
 * One requirement as an item of a list: what it counts, the figure of the target ("$30,000 of $50,000") and a
 * bar named by the label that reads the same to a screen reader. A requirement met says so.
 */
export function TierRequirementBar({
  requirement: { key, current, target },
  windowDays,
}: {
  requirement: TierRequirement;
  windowDays: number;
}) {
  const id = useId();
  const met = current >= target;
  const text = `${figure(key, current)} of ${figure(key, target)}`;
  return (
    <li className="grid gap-1.5">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5 text-sm">
        <span id={id} className="font-medium">
          {requirementLabel(key, windowDays)}
        </span>
        <span className="flex items-center gap-1 tabular-nums text-muted-foreground">
          {text}
          {met ? (
            <>
              <CircleCheckIcon aria-hidden="true" className="size-4 text-emerald-600 dark:text-emerald-400" />
              <span className="sr-only">, met</span>
            </>
          ) : null}
        </span>
      </div>
      <Progress
        aria-labelledby={id}
        value={target > 0 ? (current / target) * 100 : 100}
        getValueLabel={() => (met ? `${text}, met` : text)}
      />
    </li>
  );
}
