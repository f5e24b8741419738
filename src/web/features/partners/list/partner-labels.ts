import type { PartnerStatus } from "#shared/enums";
import { PARTNER_STATUS_LABELS } from "#shared/labels";

// How the Partners tab names a partner's status (business types, rates and snake_case values: src/web/lib; deal
// and payout statuses: their badges in src/web/components).

/** Partner statuses in the order the status menus offer them. */
export const PARTNER_STATUS_ORDER = [
  "pending",
  "active",
  "suspended",
  "rejected",
] as const satisfies readonly PartnerStatus[];

export { PARTNER_STATUS_LABELS };
