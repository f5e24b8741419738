import type { z } from "zod";
import type { getCustomerOutput } from "#shared/contracts/customers";
import { HEALTH_INPUT_LABELS } from "#shared/health-score";
import { cn } from "#web/lib/style/cn";
import { HealthScore } from "../overview/health-score";
import { CustomerPart } from "./customer-part";

type Health = z.output<typeof getCustomerOutput>["health"];

/** A penalty as taken off the score, out of the most the input may take: "-12 of 25", "0 of 25". */
const penaltyText = (penalty: number, weight: number) => `${penalty > 0 ? `-${penalty}` : "0"} of ${weight}`;

/**
 * Why the score is what it is (docs/product/customer-success.md#health): 100 less each input's penalty, every
 * input with what it reads today and what it takes off.
 */
export function HealthBreakdownCard({ health }: { health: Health }) {
  return (
    <CustomerPart title="Health breakdown">
      <p className="text-sm text-muted-foreground">
        The score starts at 100; each input below takes off up to its weight. Today it is{" "}
        <HealthScore score={health.score} />.
      </p>
      <ul aria-label="Health inputs" className="grid gap-3">
        {health.inputs.map((input) => (
          <li key={input.input} className="grid gap-1.5">
            <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5 text-sm">
              <span className="font-medium">{HEALTH_INPUT_LABELS[input.input]}</span>
              <span
                className={cn(
                  "font-semibold tabular-nums",
                  input.penalty > 0 ? "text-red-700 dark:text-red-300" : "text-muted-foreground",
                )}
              >
                {penaltyText(input.penalty, input.weight)}
              </span>
            </div>
            <p className="text-sm text-muted-foreground">{input.value}</p>
            <div aria-hidden="true" className="h-1.5 overflow-hidden rounded-full bg-secondary">
              <div
                className="h-full rounded-full bg-red-500 dark:bg-red-400"
                style={{ width: `${input.weight > 0 ? (input.penalty / input.weight) * 100 : 0}%` }}
              />
            </div>
          </li>
        ))}
      </ul>
    </CustomerPart>
  );
}
