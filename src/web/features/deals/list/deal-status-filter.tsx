import { DEAL_STATUSES, type DealStatus } from "#shared/enums";
import { SelectFilter } from "#web/components/forms/select-filter";
import { dealStatusLabel } from "#web/domain/deal-status-badge";

export type DealStatusFilterValue = DealStatus | "all";

const OPTIONS = DEAL_STATUSES.map((status) => ({ value: status, label: dealStatusLabel(status) }));

/** Which deals the list shows, by status. */
export function DealStatusFilter({
  value,
  onChange,
}: {
  value: DealStatusFilterValue;
  onChange(value: DealStatusFilterValue): void;
}) {
  return (
    <SelectFilter
      id="deal-status-filter"
      label="Status"
      allLabel="All statuses"
      value={value}
      options={OPTIONS}
      onChange={onChange}
    />
  );
}
