import type { ApplicationStatus } from "../../../../shared/enums";
import { Label } from "../../../components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../../../components/ui/select";

export type StatusFilter = ApplicationStatus | "all";

const OPTIONS: Record<StatusFilter, string> = {
  pending: "Pending",
  approved: "Approved",
  rejected: "Rejected",
  all: "All",
};

const isStatusFilter = (value: string): value is StatusFilter => value in OPTIONS;

/** Which applications the list shows, by status. */
export function ApplicationStatusFilter({
  value,
  onChange,
}: {
  value: StatusFilter;
  onChange(value: StatusFilter): void;
}) {
  return (
    <div className="flex items-center gap-2">
      <Label htmlFor="application-status-filter" className="shrink-0">
        Status
      </Label>
      <Select value={value} onValueChange={(next) => isStatusFilter(next) && onChange(next)}>
        <SelectTrigger id="application-status-filter" className="w-full sm:w-40">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {Object.entries(OPTIONS).map(([option, label]) => (
            <SelectItem key={option} value={option}>
              {label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
