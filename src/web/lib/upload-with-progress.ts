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
 * report, a dropped connection or a gateway's page to status 0.
 */
export function uploadWithProgress<T>(
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
