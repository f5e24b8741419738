import { z } from "zod";
import { type ResourceItem, resourceItem } from "#shared/contracts/resources";
import type { ResourceContentType } from "#shared/enums";
import { useInvalidatingMutation } from "#web/lib/queries/use-invalidating-mutation";
import { restPath } from "#web/lib/transport/rest-paths";
import { orpc } from "#web/lib/transport/rpc";
import type { RpcFailure, RpcIssue } from "#web/lib/transport/rpc-error";
import { uploadWithProgress } from "#web/lib/transport/upload-with-progress";

/** One problem the server named, with the input it concerns when it names one. */
export interface UploadResourceIssue {
  field?: string;
  message: string;
}

export type UploadResourceOutcome =
  | { ok: true; resource: ResourceItem }
  | {
      ok: false;
      /** The HTTP status; 0 when no answer came (offline, connection dropped). */
      status: number;
      /** The server's reason that names no input, when it gave one a person can act on. */
      message?: string;
      issues: UploadResourceIssue[];
      /** The file was refused (its type, its content or its size), not the other fields. */
      fileRefused: boolean;
    };

export type UploadResourceRefusal = Extract<UploadResourceOutcome, { ok: false }>;

export interface ResourceUpload {
  title: string;
  description?: string;
  contentType: ResourceContentType;
  isPublic: boolean;
  file: File;
  onProgress(percent: number): void;
}

/** The multipart body of POST /api/v1/resources: resource[title], resource[description], ... and file. */
export function resourceFormData({
  title,
  description,
  contentType,
  isPublic,
  file,
}: Omit<ResourceUpload, "onProgress">): FormData {
  const body = new FormData();
  body.append("resource[title]", title);
  if (description) body.append("resource[description]", description);
  body.append("resource[contentType]", contentType);
  body.append("resource[isPublic]", isPublic ? "true" : "false");
  body.append("file", file, file.name);
  return body;
}

// JSON carries the creation time as text.
const uploadedResource = resourceItem.extend({ createdAt: z.coerce.date() });

function parseUploaded(body: unknown): ResourceItem | undefined {
  const parsed = uploadedResource.safeParse(body);
  return parsed.success ? parsed.data : undefined;
}

// oRPC's validation refusal: a generic message, the real ones in data.issues with the path of the value.
const GENERIC_MESSAGES = new Set(["Input validation failed", "Bad Request"]);

/** The input each issue concerns: a resource field by its own name (not resource.title), or `file`. */
function namedIssues(issues: readonly RpcIssue[]): UploadResourceIssue[] {
  return issues.map(({ path, message }) => {
    const field = path[0] === "resource" ? path[1] : path[0];
    return { field: typeof field === "string" ? field : undefined, message };
  });
}

/** A refusal as the dialog shows it: messages at their inputs, the rest beside the button. */
export function uploadRefusal(failure: RpcFailure): UploadResourceRefusal {
  const { status, message, issues, field } = failure;
  const shown = message && !GENERIC_MESSAGES.has(message) ? message : undefined;
  const named = namedIssues(issues);
  // A service's refusal names its input in data.field (the file check says "file").
  if (field && shown && !named.some((issue) => issue.field === field && issue.message === shown)) {
    named.push({ field, message: shown });
  }
  // The size guard answers 413 to a body over the limit, sometimes with a field, sometimes without.
  const fileRefused = status === 413 || named.some((issue) => issue.field === "file");
  if (status === 413 && !named.some((issue) => issue.field === "file")) {
    named.push({
      field: "file",
      message: shown ?? "The file is too large. Please choose a smaller file.",
    });
  }
  const placedMessage = field !== undefined || status === 413;
  return { ok: false, status, message: placedMessage ? undefined : shown, issues: named, fileRefused };
}

/**
 * Adds a resource with its file over the REST route, reporting the upload's progress. Never rejects: a refusal,
 * or no answer (status 0), resolves to an outcome for the dialog to show.
 */
export async function uploadResource({
  onProgress,
  ...upload
}: ResourceUpload): Promise<UploadResourceOutcome> {
  const outcome = await uploadWithProgress(restPath("resources.upload"), resourceFormData(upload), {
    onProgress,
    parse: parseUploaded,
  });
  return outcome.ok ? { ok: true, resource: outcome.data } : uploadRefusal(outcome.failure);
}

/** The upload dialog's call: the library is refetched once a resource is added. */
export function useUploadResource() {
  return useInvalidatingMutation(uploadResource, (_upload, outcome) =>
    outcome?.ok ? [orpc.resources.key()] : [],
  );
}
