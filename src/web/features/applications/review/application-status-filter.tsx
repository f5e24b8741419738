import type { ApplicationStatus } from "#shared/enums";
import { SelectFilter } from "#web/components/forms/select-filter";

export type StatusFilter = ApplicationStatus | "all";

const OPTIONS = [
  { value: "pending", label: "Pending" },
  { value: "approved", label: "Approved" },
  { value: "rejected", label: "Rejected" },
] as const;

/** Which applications the list shows, by status. */
export function ApplicationStatusFilter({
  value,
  onChange,
}: {
  value: StatusFilter;
  onChange(value: StatusFilter): void;
}) {
  return (
    <SelectFilter
      id="application-status-filter"
      label="Status"
      allLabel="All"
      allLast
      value={value}
      options={OPTIONS}
      onChange={onChange}
      className="flex items-center"
      triggerClassName="w-full sm:w-40"
    />
  );
}
