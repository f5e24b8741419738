import type { JourneyFilter } from "#shared/contracts/partners";
import type { PartnerStatus, PartnerTier } from "#shared/enums";
import { PARTNER_TIERS } from "#shared/enums";
import { SelectFilter } from "#web/components/forms/select-filter";
import { useTierNames } from "#web/domain/tier-names";
import { PARTNER_STATUS_LABELS, PARTNER_STATUS_ORDER } from "./partner-labels";

export type StatusFilterValue = PartnerStatus | "all";
export type TierFilterValue = PartnerTier | "all";
export type JourneyFilterValue = JourneyFilter | "all";

const STATUS_OPTIONS = PARTNER_STATUS_ORDER.map((status) => ({
  value: status,
  label: PARTNER_STATUS_LABELS[status],
}));

/** Which partners the list shows, by status. */
export function PartnerStatusFilter({
  value,
  onChange,
}: {
  value: StatusFilterValue;
  onChange(value: StatusFilterValue): void;
}) {
  return (
    <SelectFilter
      id="partner-status-filter"
      label="Status"
      allLabel="All"
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
  const names = useTierNames();
  return (
    <SelectFilter
      id="partner-tier-filter"
      label="Tier"
      allLabel="All"
      value={value}
      options={PARTNER_TIERS.map((tier) => ({ value: tier, label: names[tier] }))}
      onChange={onChange}
    />
  );
}

const JOURNEY_OPTIONS: { value: JourneyFilter; label: string }[] = [
  { value: "in_progress", label: "In progress" },
  { value: "stalled", label: "Stalled" },
  { value: "done", label: "Done" },
];

/** Which partners the list shows, by how far their onboarding journey is. */
export function PartnerJourneyFilter({
  value,
  onChange,
}: {
  value: JourneyFilterValue;
  onChange(value: JourneyFilterValue): void;
}) {
  return (
    <SelectFilter
      id="partner-journey-filter"
      label="Onboarding"
      allLabel="All"
      value={value}
      options={JOURNEY_OPTIONS}
      onChange={onChange}
    />
  );
}
