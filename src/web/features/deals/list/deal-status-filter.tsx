import { DEAL_STATUSES, type DealStatus } from "../../../../shared/enums";
import { dealStatusLabel } from "../../../components/deal-status-badge";
import { Label } from "../../../components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../../../components/ui/select";

export type DealStatusFilterValue = DealStatus | "all";

const isFilterValue = (value: string): value is DealStatusFilterValue =>
  value === "all" || (DEAL_STATUSES as readonly string[]).includes(value);

/** Which deals the list shows, by status. */
export function DealStatusFilter({
  value,
  onChange,
}: {
  value: DealStatusFilterValue;
  onChange(value: DealStatusFilterValue): void;
}) {
  return (
    <div className="grid gap-2">
      <Label htmlFor="deal-status-filter">Status</Label>
      <Select value={value} onValueChange={(next) => isFilterValue(next) && onChange(next)}>
        <SelectTrigger id="deal-status-filter" className="w-full">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value="all">All statuses</SelectItem>
          {DEAL_STATUSES.map((status) => (
            <SelectItem key={status} value={status}>
              {dealStatusLabel(status)}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
