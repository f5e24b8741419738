import type { SubmitDealOutcome } from "../api/submit-deal";

type Refused = Extract<SubmitDealOutcome, { ok: false }>;

/**
 * A refused deal as its form places it: a body over the upload limit (413) names no field, so when the proposal
 * was refused without a field its message is the proposal's.
 */
export function placeProposalReason(outcome: Refused): Refused {
  const { message, issues } = outcome;
  const unplaced =
    outcome.proposalRefused && message !== undefined && !issues.some((issue) => issue.field === "proposal");
  return unplaced
    ? { ...outcome, message: undefined, issues: [...issues, { field: "proposal", message }] }
    : outcome;
}
