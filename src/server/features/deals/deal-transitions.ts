import type { DealStatus } from "../../../shared/enums";

/**
 * Where a deal may go from each status (ARCHITECTURE.md decision 9): the spec's approve and mark-in-review on a
 * submitted deal; from review, approve or lose it; an approved deal is won or lost; closed deals are final.
 */
const NEXT: Record<DealStatus, readonly DealStatus[]> = {
  submitted: ["approved", "in_review"],
  in_review: ["approved", "closed_lost"],
  approved: ["closed_won", "closed_lost"],
  closed_won: [],
  closed_lost: [],
};

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
