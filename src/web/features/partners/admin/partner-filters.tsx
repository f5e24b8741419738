import type { PartnerStatus, PartnerTier } from "../../../../shared/enums";
import { PARTNER_TIERS } from "../../../../shared/enums";
import { tierName } from "../../../components/tier-badge";
import { Label } from "../../../components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../../../components/ui/select";
import { PARTNER_STATUS_LABELS, PARTNER_STATUS_ORDER } from "./partner-labels";

export type StatusFilterValue = PartnerStatus | "all";
export type TierFilterValue = PartnerTier | "all";

/** A labelled menu of "All" and the given values. */
function FilterSelect<Value extends string>({
  id,
  label,
  value,
  options,
  onChange,
}: {
  id: string;
  label: string;
  value: Value | "all";
  options: readonly { value: Value; label: string }[];
  onChange(value: Value | "all"): void;
}) {
  const pick = (next: string) => {
    const found = next === "all" ? "all" : options.find((option) => option.value === next)?.value;
    if (found) onChange(found);
  };
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Select value={value} onValueChange={pick}>
        <SelectTrigger id={id} className="w-full">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value="all">All</SelectItem>
          {options.map((option) => (
            <SelectItem key={option.value} value={option.value}>
              {option.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}

const STATUS_OPTIONS = PARTNER_STATUS_ORDER.map((status) => ({
  value: status,
  label: PARTNER_STATUS_LABELS[status],
}));
const TIER_OPTIONS = PARTNER_TIERS.map((tier) => ({ value: tier, label: tierName(tier) }));

/** Which partners the list shows, by status. */
export function PartnerStatusFilter({
  value,
  onChange,
}: {
  value: StatusFilterValue;
  onChange(value: StatusFilterValue): void;
}) {
  return (
    <FilterSelect
      id="partner-status-filter"
      label="Status"
      value={value}
      options={STATUS_OPTIONS}
      onChange={onChange}
    />
  );
}

/** Which partners the list shows, by tier. */
export function PartnerTierFilter({
  value,
  onChange,
}: {
  value: TierFilterValue;
  onChange(value: TierFilterValue): void;
}) {
  return (
    <FilterSelect
      id="partner-tier-filter"
      label="Tier"
      value={value}
      options={TIER_OPTIONS}
      onChange={onChange}
    />
  );
}
