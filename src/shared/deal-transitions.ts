import { DEAL_STATUSES, type DealStatus } from "./enums";

/**
 * Where a deal may go from each status (docs/product/deals.md#statuses). A reviewer approves, marks in review or
 * returns a submitted deal with a question; from review, approves, returns or loses it; an approved deal is won
 * or lost. The partner answers a returned deal by resubmitting it, and may withdraw any deal not yet closed. An
 * approved deal whose registration runs out expires by itself. Closed, withdrawn and expired deals are final.
 * The server enforces it; each screen offers exactly the moves its person may make.
 */
export const NEXT_DEAL_STATUSES: Record<DealStatus, readonly DealStatus[]> = {
  submitted: ["approved", "in_review", "returned", "withdrawn"],
  in_review: ["approved", "closed_lost", "returned", "withdrawn"],
  returned: ["submitted", "withdrawn"],
  approved: ["closed_won", "closed_lost", "withdrawn", "expired"],
  closed_won: [],
  closed_lost: [],
  withdrawn: [],
  expired: [],
};

/** The statuses a reviewer (manage_partners) moves a deal to; the others are the partner's or the clock's. */
export const REVIEW_DEAL_STATUSES = [
  "approved",
  "in_review",
  "closed_won",
  "closed_lost",
  "returned",
] as const;
export type ReviewDealStatus = (typeof REVIEW_DEAL_STATUSES)[number];

/** The moves a reviewer can make from a status, in the order the review buttons show them. */
export function reviewMovesFrom(status: DealStatus): ReviewDealStatus[] {
  return REVIEW_DEAL_STATUSES.filter((to) => NEXT_DEAL_STATUSES[status].includes(to));
}

/** A deal the partner may still withdraw: not closed, withdrawn or expired. */
export function withdrawable(status: DealStatus): boolean {
  return NEXT_DEAL_STATUSES[status].includes("withdrawn");
}

/** Statuses in which a deal holds its customer against other partners' registrations, with its protection. */
export const PENDING_DEAL_STATUSES = [
  "submitted",
  "in_review",
  "returned",
] as const satisfies readonly DealStatus[];

/** A count per status, every status at 0: what a tally of deals by status starts from. */
export function noDealsByStatus(): Record<DealStatus, number> {
  return Object.fromEntries(DEAL_STATUSES.map((status) => [status, 0])) as Record<DealStatus, number>;
}
