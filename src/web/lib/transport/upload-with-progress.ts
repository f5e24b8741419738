import { DRAINED_UPLOAD_BYTES, UPLOAD_CHECK_HEADER } from "#shared/upload-check";
import { type RpcFailure, rpcFailureOfResponse } from "./rpc-error";
import { isGatewayAnswer } from "./server-unreachable";
import { noteAnswerStatus } from "./sign-in-required";

export type UploadOutcome<T> = { ok: true; data: T } | { ok: false; failure: RpcFailure };

export interface UploadOptions<T> {
  /** Called with whole percentages as the body goes out, and with 100 once the server has accepted it. */
  onProgress(percent: number): void;
  /** Reads the success answer; undefined when it is not what the procedure returns. */
  parse(body: unknown): T | undefined;
}

/**
 * Posts a multipart body to a procedure's REST route (see restPath). XMLHttpRequest rather than fetch because
 * only it reports upload progress. Never rejects: a refusal resolves to the failure the typed client would
 * report, a dropped connection or a gateway's page to status 0. Files larger than the server reads of a refused
 * body are sent only once the upload gate has said it would let them in: a refusal that closes the connection
 * while the browser is still sending reaches the screen as no answer at all (decision 0044).
 */
export async function uploadWithProgress<T>(
  path: string,
  body: FormData,
  options: UploadOptions<T>,
): Promise<UploadOutcome<T>> {
  if (filesBytes(body) > FILES_SENT_WITHOUT_ASKING) {
    const refusal = await refusalBeforeSending(path);
    if (refusal) return refusal;
  }
  return send(path, body, options);
}

/** Half of what the server reads of a refused body: the other half is left to the form's text fields. */
const FILES_SENT_WITHOUT_ASKING = DRAINED_UPLOAD_BYTES / 2;

function filesBytes(body: FormData): number {
  let bytes = 0;
  for (const value of body.values()) if (value instanceof Blob) bytes += value.size;
  return bytes;
}

/**
 * The gate's refusal of the upload, asked without its body; undefined when it would let it in, or when the
 * question got no answer from the portal (the upload then finds out for itself).
 */
async function refusalBeforeSending(path: string): Promise<UploadOutcome<never> | undefined> {
  const response = await fetch(path, {
    method: "POST",
    credentials: "same-origin",
    headers: {
      Accept: "application/json",
      "Content-Type": "multipart/form-data; boundary=upload-check",
      [UPLOAD_CHECK_HEADER]: "1",
    },
  }).catch(() => undefined);
  if (!response || response.ok) return undefined;
  noteAnswerStatus(response.status);
  if (isGatewayAnswer(response.status, response.headers.get("Content-Type"))) return undefined;
  return { ok: false, failure: rpcFailureOfResponse(response.status, await response.text()) };
}

function send<T>(
  path: string,
  body: FormData,
  { onProgress, parse }: UploadOptions<T>,
): Promise<UploadOutcome<T>> {
  return new Promise((resolve) => {
    const unanswered = () => resolve({ ok: false, failure: { status: 0, issues: [] } });
    const xhr = new XMLHttpRequest();
    xhr.open("POST", path);
    xhr.setRequestHeader("Accept", "application/json");
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      noteAnswerStatus(xhr.status);
      if (xhr.status >= 200 && xhr.status < 300) {
        const data = parseJson(xhr.responseText, parse);
        if (data !== undefined) {
          onProgress(100);
          resolve({ ok: true, data });
          return;
        }
      }
      if (isGatewayAnswer(xhr.status, xhr.getResponseHeader("Content-Type"))) unanswered();
      else resolve({ ok: false, failure: rpcFailureOfResponse(xhr.status, xhr.responseText) });
    };
    xhr.onerror = unanswered;
    xhr.onabort = unanswered;
    xhr.send(body);
  });
}

function parseJson<T>(text: string, parse: (body: unknown) => T | undefined): T | undefined {
  try {
    return parse(JSON.parse(text));
  } catch {
    return undefined;
  }
}
