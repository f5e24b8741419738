import { NEXT_DEAL_STATUSES as NEXT } from "#shared/deal-transitions";
import type { DealStatus } from "#shared/enums";
import { DEAL_STATUS_LABELS } from "#shared/labels";

const label = (status: DealStatus) => DEAL_STATUS_LABELS[status].toLowerCase();

/** Why a move is refused, naming both states; undefined when it is allowed. */
export function refusedTransition(from: DealStatus, to: DealStatus): string | undefined {
  if (NEXT[from].includes(to)) return undefined;
  if (NEXT[from].length === 0) return `This deal is ${label(from)} and can no longer change.`;
  return `A deal that is ${label(from)} cannot be marked ${label(to)}.`;
}
