import type { PartnerStatus } from "../../../../shared/enums";
import { formatPercent } from "../../../../shared/format";
import { BUSINESS_TYPE_LABELS } from "../../../lib/business-type-labels";

// How the Partners tab names stored values (business types: src/web/lib/business-type-labels.ts; deal and payout
// statuses: their badges in src/web/components).

/** Partner statuses in the order the status menus offer them. */
export const PARTNER_STATUS_ORDER = [
  "pending",
  "active",
  "suspended",
  "rejected",
] as const satisfies readonly PartnerStatus[];

export const PARTNER_STATUS_LABELS: Record<PartnerStatus, string> = {
  pending: "Pending",
  active: "Active",
  suspended: "Suspended",
  rejected: "Rejected",
};

/** A business type's name; an unknown stored value as it is. */
export const businessTypeLabel = (type: string) =>
  (BUSINESS_TYPE_LABELS as Record<string, string>)[type] ?? humanize(type);

/** Free text as typed; a snake_case value ("value_added_reseller") as words ("Value added reseller"). */
export function humanize(value: string): string {
  if (!/^[a-z0-9]+(?:_[a-z0-9]+)+$/.test(value)) return value;
  const words = value.replaceAll("_", " ");
  return `${words.charAt(0).toUpperCase()}${words.slice(1)}`;
}

/** A commission rate held as a decimal string ("15.00") in percent: '15%', '12.5%'. */
export function formatRate(rate: string): string {
  const value = Number(rate);
  return Number.isFinite(value) ? formatPercent(value) : `${rate}%`;
}
