import type { DealStatus } from "#shared/enums";

/** A chart's colour per deal status, each with its own hue and contrast against white; every deals chart uses them. */
export const DEAL_STATUS_COLOURS: Record<DealStatus, string> = {
  submitted: "#2563eb",
  in_review: "#b45309",
  approved: "#7c3aed",
  closed_won: "#15803d",
  closed_lost: "#b91c1c",
  returned: "#c2410c",
  withdrawn: "#475569",
  expired: "#78716c",
};
