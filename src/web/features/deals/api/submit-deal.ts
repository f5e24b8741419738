import type { DealFormValues } from "#shared/contracts/deals";
import { useInvalidatingMutation } from "#web/lib/queries/use-invalidating-mutation";
import { restPath } from "#web/lib/transport/rest-paths";
import { orpc } from "#web/lib/transport/rpc";
import type { RpcFailure, RpcIssue } from "#web/lib/transport/rpc-error";
import { uploadWithProgress } from "#web/lib/transport/upload-with-progress";

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

/** Which form sent the deal (docs/product/deals.md#submit): it sets the value floor, 1 or 0. */
export type DealFormKind = "portal" | "dashboard";

export interface DealSubmission {
  form: DealFormKind;
  /** The partner an administrator chose; a partner's contact registers for its own partner. */
  partnerId?: string;
  deal: DealFormValues;
  proposal?: File;
  onProgress(percent: number): void;
}

/**
 * The multipart body of the REST route: the form, the partner if chosen, each given deal value as deal[field]
 * and the file as proposal.
 */
export function dealFormData({
  form,
  partnerId,
  deal,
  proposal,
}: Omit<DealSubmission, "onProgress">): FormData {
  const body = new FormData();
  body.append("form", form);
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
 * Registers a deal from either form with its optional proposal, over the REST route so the upload reports its
 * progress (decision 0003). Never rejects: a refusal, or no answer (status 0), resolves to an outcome for the
 * form to show.
 */
export async function submitDeal({ onProgress, ...submission }: DealSubmission): Promise<SubmitDealOutcome> {
  const outcome = await uploadWithProgress(restPath("deals.submit"), dealFormData(submission), {
    onProgress,
    parse: parseSubmitted,
  });
  return outcome.ok ? { ok: true, dealId: outcome.data } : refused(outcome.failure, submission.proposal);
}

/**
 * Every deals query (the lists and the partner's stats, deals.stats) counts a newly registered deal. Payouts
 * stay: a deal earns one only when it is closed won.
 */
const dealsKeysOnceSubmitted = (_submission: unknown, outcome: SubmitDealOutcome | undefined) =>
  outcome?.ok ? [orpc.deals.key()] : [];

/** A deal's submission from either form, with the proposal's upload progress. */
export function useSubmitDeal() {
  return useInvalidatingMutation(submitDeal, dealsKeysOnceSubmitted);
}
