import type { ApplicationFormValues } from "../../../../shared/contracts/applications";

const APPLICATIONS_URL = "/api/v1/applications";

export interface SubmittedApplication {
  applicationId: string;
  submittedAt: Date;
}

/** One problem the server named, with the form field it concerns when it names one. */
export interface UploadIssue {
  field?: string;
  message: string;
}

export type UploadOutcome =
  | { ok: true; application: SubmittedApplication }
  | {
      ok: false;
      /** The HTTP status; 0 when no answer came (offline, connection dropped). */
      status: number;
      /** The server's reason, when it gave one a person can act on. */
      message?: string;
      issues: UploadIssue[];
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

function issuesOf(data: unknown): UploadIssue[] {
  if (typeof data !== "object" || data === null) return [];
  const issues = (data as { issues?: unknown }).issues;
  if (!Array.isArray(issues)) return [];
  return issues.flatMap((issue): UploadIssue[] => {
    if (typeof issue !== "object" || issue === null) return [];
    const { message, path } = issue as { message?: unknown; path?: unknown };
    if (typeof message !== "string") return [];
    const keys = Array.isArray(path) ? path : [];
    const field = keys[0] === "application" && typeof keys[1] === "string" ? keys[1] : undefined;
    return [{ field, message }];
  });
}

/** Reads a refusal: oRPC answers {message, data}; the size and origin guards in front of it answer {error}. */
export function parseFailure(status: number, responseText: string): UploadOutcome & { ok: false } {
  let body: unknown;
  try {
    body = JSON.parse(responseText);
  } catch {
    return { ok: false, status, issues: [] };
  }
  if (typeof body !== "object" || body === null) return { ok: false, status, issues: [] };
  const { message, error, data } = body as { message?: unknown; error?: unknown; data?: unknown };
  const text = typeof message === "string" ? message : typeof error === "string" ? error : undefined;
  return {
    ok: false,
    status,
    message: text && !GENERIC_MESSAGES.has(text) ? text : undefined,
    issues: issuesOf(data),
  };
}

function parseSuccess(responseText: string): SubmittedApplication | undefined {
  try {
    const body = JSON.parse(responseText) as { applicationId?: unknown; submittedAt?: unknown };
    if (typeof body.applicationId !== "string" || typeof body.submittedAt !== "string") return undefined;
    return { applicationId: body.applicationId, submittedAt: new Date(body.submittedAt) };
  } catch {
    return undefined;
  }
}

/**
 * Sends an application with its documents. XMLHttpRequest rather than fetch because only it reports upload
 * progress. Never rejects: every ending is an outcome.
 */
export function uploadApplication(
  values: ApplicationFormValues,
  documents: readonly File[],
  onProgress: (percent: number) => void,
): Promise<UploadOutcome> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", APPLICATIONS_URL);
    xhr.setRequestHeader("Accept", "application/json");
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      if (xhr.status === 201) {
        const application = parseSuccess(xhr.responseText);
        if (application) {
          onProgress(100);
          resolve({ ok: true, application });
          return;
        }
      }
      resolve(parseFailure(xhr.status, xhr.responseText));
    };
    xhr.onerror = () => resolve({ ok: false, status: 0, issues: [] });
    xhr.onabort = () => resolve({ ok: false, status: 0, issues: [] });
    xhr.send(applicationFormData(values, documents));
  });
}
