import type { ApplicationFormValues } from "#shared/contracts/applications";
import { restPath } from "#web/lib/transport/rest-paths";
import type { RpcIssue } from "#web/lib/transport/rpc-error";
import { uploadWithProgress } from "#web/lib/transport/upload-with-progress";

export interface SubmittedApplication {
  applicationId: string;
  submittedAt: Date;
}

/** One problem the server named, with the form field it concerns when it names one. */
export interface SubmitIssue {
  field?: string;
  message: string;
}

export type SubmitOutcome =
  | { ok: true; application: SubmittedApplication }
  | {
      ok: false;
      /** The HTTP status; 0 when no answer came (offline, connection dropped). */
      status: number;
      /** The server's reason, when it gave one a person can act on. */
      message?: string;
      issues: SubmitIssue[];
    };

/**
 * The multipart body the REST API takes: each form value as application[field] (an empty string for an empty
 * optional one) and each file as documents[].
 */
export function applicationFormData(values: ApplicationFormValues, documents: readonly File[]): FormData {
  const body = new FormData();
  for (const [field, value] of Object.entries(values)) {
    body.append(`application[${field}]`, value === undefined || value === null ? "" : String(value));
  }
  for (const document of documents) body.append("documents[]", document, document.name);
  return body;
}

// oRPC's validation refusal: a generic message, the real ones in data.issues with the path of the value.
const GENERIC_MESSAGES = new Set(["Input validation failed", "Bad Request"]);

const fieldOf = ({ path }: RpcIssue) =>
  path[0] === "application" && typeof path[1] === "string" ? path[1] : undefined;

function parseSubmitted(body: unknown): SubmittedApplication | undefined {
  const { applicationId, submittedAt } = (body ?? {}) as { applicationId?: unknown; submittedAt?: unknown };
  if (typeof applicationId !== "string" || typeof submittedAt !== "string") return undefined;
  return { applicationId, submittedAt: new Date(submittedAt) };
}

/** Sends an application with its documents, reporting the upload's progress. Never rejects. */
export async function submitApplication(
  values: ApplicationFormValues,
  documents: readonly File[],
  onProgress: (percent: number) => void,
): Promise<SubmitOutcome> {
  const outcome = await uploadWithProgress(
    restPath("applications.submit"),
    applicationFormData(values, documents),
    { onProgress, parse: parseSubmitted },
  );
  if (outcome.ok) return { ok: true, application: outcome.data };
  const { status, message, issues } = outcome.failure;
  return {
    ok: false,
    status,
    message: message && !GENERIC_MESSAGES.has(message) ? message : undefined,
    issues: issues.map((issue) => ({ field: fieldOf(issue), message: issue.message })),
  };
}
