import type { DealStatus } from "./enums";

/**
 * Where a deal may go from each status (docs/product/deals.md#statuses): approve or mark in review on a
 * submitted deal; from review, approve or lose it; an approved deal is won or lost; closed deals are final. The
 * server enforces it; the review screen offers exactly these moves.
 */
export const NEXT_DEAL_STATUSES: Record<DealStatus, readonly DealStatus[]> = {
  submitted: ["approved", "in_review"],
  in_review: ["approved", "closed_lost"],
  approved: ["closed_won", "closed_lost"],
  closed_won: [],
  closed_lost: [],
};
