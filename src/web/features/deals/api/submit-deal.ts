import type { DealFormValues } from "#shared/contracts/deals";
import { restPath } from "#web/lib/rest-paths";
import { client, orpc } from "#web/lib/rpc";
import { type RpcFailure, type RpcIssue, rpcFailureOf } from "#web/lib/rpc-error";
import { uploadWithProgress } from "#web/lib/upload-with-progress";
import { useInvalidatingMutation } from "#web/lib/use-invalidating-mutation";

/** One problem the server named, with the input it concerns: a deal field, `partnerId` or `proposal`. */
export interface SubmitDealIssue {
  field?: string;
  message: string;
}

export type SubmitDealOutcome =
  | { ok: true; dealId: string }
  | {
      ok: false;
      /** The HTTP status; 0 when no answer came (offline, connection dropped). */
      status: number;
      /** The server's reason, when it gave one a person can act on. */
      message?: string;
      issues: SubmitDealIssue[];
      /** The proposal was refused (its type or size), not the deal. */
      proposalRefused: boolean;
    };

export interface PortalDealSubmission {
  /** The partner an administrator chose; a partner's contact registers for its own partner. */
  partnerId?: string;
  deal: DealFormValues;
  proposal?: File;
  onProgress(percent: number): void;
}

/**
 * The multipart body of the REST route: form "portal" (its value floor of 1), the partner if chosen, each
 * given deal value as deal[field] and the file as proposal.
 */
export function dealFormData({
  partnerId,
  deal,
  proposal,
}: Omit<PortalDealSubmission, "onProgress">): FormData {
  const body = new FormData();
  body.append("form", "portal");
  if (partnerId) body.append("partnerId", partnerId);
  for (const [field, value] of Object.entries(deal)) {
    if (value !== undefined) body.append(`deal[${field}]`, String(value));
  }
  if (proposal) body.append("proposal", proposal, proposal.name);
  return body;
}

// oRPC's validation refusal: a generic message, the real ones in data.issues with the path of the value.
const GENERIC_MESSAGES = new Set(["Input validation failed", "Bad Request"]);

/** The input each issue concerns: a deal field by its name (not deal.name), `partnerId` or `proposal`. */
function submitDealIssues(issues: readonly RpcIssue[]): SubmitDealIssue[] {
  return issues.map(({ path, message }) => {
    const field = path[0] === "deal" ? path[1] : path[0];
    return { field: typeof field === "string" ? field : undefined, message };
  });
}

function parseSubmitted(body: unknown): string | undefined {
  const id = (body as { deal?: { id?: unknown } } | null)?.deal?.id;
  return typeof id === "string" ? id : undefined;
}

/** A refusal as the forms show it; `proposal` is the file that was sent, if any. */
function refused(failure: RpcFailure, proposal?: File): SubmitDealOutcome {
  const { status, message, issues, field } = failure;
  const shown = message && !GENERIC_MESSAGES.has(message) ? message : undefined;
  // A service's refusal names its input in data.field (the file check "proposal", the partner "partnerId").
  const named = [...submitDealIssues(issues), ...(field && shown ? [{ field, message: shown }] : [])];
  // The upload guard answers 413 to a body over the limit.
  const proposalRefused =
    proposal !== undefined &&
    status >= 400 &&
    status < 500 &&
    (status === 413 || named.some((issue) => issue.field === "proposal"));
  // A message given with its field is shown at that field, not again beside the button.
  return { ok: false, status, message: field ? undefined : shown, issues: named, proposalRefused };
}

/**
 * Registers a deal from the partner portal's form with its optional proposal, reporting the upload's
 * progress. Never rejects: a refusal resolves to an outcome for the form to show.
 */
export async function submitPortalDeal({
  onProgress,
  ...submission
}: PortalDealSubmission): Promise<SubmitDealOutcome> {
  const outcome = await uploadWithProgress(restPath("deals.submit"), dealFormData(submission), {
    onProgress,
    parse: parseSubmitted,
  });
  return outcome.ok ? { ok: true, dealId: outcome.data } : refused(outcome.failure, submission.proposal);
}

/**
 * Registers a deal from the separate partner dashboard's form (value floor 0, no proposal) through the typed
 * client. Never rejects: a refusal, or no answer (status 0), resolves to an outcome for the form to show.
 */
export async function submitDashboardDeal(deal: DealFormValues): Promise<SubmitDealOutcome> {
  try {
    const submitted = await client.deals.submit({ form: "dashboard", deal });
    return { ok: true, dealId: submitted.deal.id };
  } catch (error) {
    return refused(rpcFailureOf(error) ?? { status: 0, issues: [] });
  }
}

/**
 * Every deals query (the lists and the partner's stats, deals.stats) counts a newly registered deal. Payouts
 * stay: a deal earns one only when it is closed won.
 */
const dealsKeysOnceSubmitted = (_submission: unknown, outcome: SubmitDealOutcome | undefined) =>
  outcome?.ok ? [orpc.deals.key()] : [];

/** The partner portal's deal submission, with the proposal's upload progress. */
export function useSubmitPortalDeal() {
  return useInvalidatingMutation(submitPortalDeal, dealsKeysOnceSubmitted);
}

/** The separate partner dashboard's deal submission. */
export function useSubmitDashboardDeal() {
  return useInvalidatingMutation(submitDashboardDeal, dealsKeysOnceSubmitted);
}
