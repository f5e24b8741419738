import {
  ANALYTICS_PERIOD_LABELS,
  ANALYTICS_PERIODS,
  type AnalyticsPeriod,
} from "#shared/contracts/analytics";
import { SelectFilter } from "#web/components/forms/select-filter";
import { choiceParam } from "#web/lib/address/use-address-state";

/** The period kept in the address (`?period=3m`), the last 12 months when it names none. */
export const analyticsPeriodParam = choiceParam(ANALYTICS_PERIODS, "12m");

const OPTIONS = ANALYTICS_PERIODS.map((period) => ({
  value: period,
  label: ANALYTICS_PERIOD_LABELS[period],
}));

/** The Analytics tab's period menu (docs/product/business-intelligence.md#analytics). */
export function AnalyticsPeriodChoice({
  id,
  value,
  onChange,
}: {
  id: string;
  value: AnalyticsPeriod;
  onChange(period: AnalyticsPeriod): void;
}) {
  return (
    <SelectFilter
      id={id}
      label="Period"
      value={value}
      options={OPTIONS}
      onChange={onChange}
      className="w-full sm:w-48"
    />
  );
}
