import { NEXT_DEAL_STATUSES as NEXT } from "#shared/deal-transitions";
import type { DealStatus } from "#shared/enums";

const LABEL: Record<DealStatus, string> = {
  submitted: "submitted",
  in_review: "in review",
  approved: "approved",
  closed_won: "closed won",
  closed_lost: "closed lost",
};

/** Why a move is refused, naming both states; undefined when it is allowed. */
export function refusedTransition(from: DealStatus, to: DealStatus): string | undefined {
  if (NEXT[from].includes(to)) return undefined;
  if (NEXT[from].length === 0) return `This deal is ${LABEL[from]} and can no longer change.`;
  return `A deal that is ${LABEL[from]} cannot be marked ${LABEL[to]}.`;
}
