import {
  DEFAULT_PERFORMANCE_PERIOD,
  PERFORMANCE_PERIOD_LABELS,
  PERFORMANCE_PERIODS,
  type PerformancePeriod,
} from "#shared/contracts/performance";
import { SelectFilter } from "#web/components/forms/select-filter";
import { choiceParam } from "#web/lib/address/use-address-state";

/** The period kept in the address (`?period=30d`), the last 12 months when it names none. */
export const periodParam = choiceParam(PERFORMANCE_PERIODS, DEFAULT_PERFORMANCE_PERIOD);

// "All time" is the menu's "all": the last choice, as it reaches furthest back.
const OPTIONS = PERFORMANCE_PERIODS.filter((period) => period !== "all").map((period) => ({
  value: period,
  label: PERFORMANCE_PERIOD_LABELS[period],
}));

/** The period menu of Performance Tracking (docs/product/deals.md#performance-tracking). */
export function PeriodChoice({
  id,
  value,
  onChange,
}: {
  id: string;
  value: PerformancePeriod;
  onChange(period: PerformancePeriod): void;
}) {
  return (
    <SelectFilter
      id={id}
      label="Period"
      allLabel={PERFORMANCE_PERIOD_LABELS.all}
      allLast
      value={value}
      options={OPTIONS}
      onChange={onChange}
      className="w-full sm:w-48"
    />
  );
}
