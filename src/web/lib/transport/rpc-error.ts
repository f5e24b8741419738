import { ServerUnreachable } from "./server-unreachable";

/** One problem with the input, at the path of the value it concerns (e.g. ["application", "website"]). */
export interface RpcIssue {
  path: PropertyKey[];
  message: string;
}

/** What a refused procedure call tells the screen: HTTP status, message and the refusal's data. */
export interface RpcFailure {
  /** The HTTP status; 0 when no answer came (offline, connection dropped). */
  status: number;
  /** Absent when the answer carried none, e.g. a proxy's HTML page. */
  message?: string;
  title?: string;
  reason?: string;
  /** The input a service's refusal concerns (data.field), e.g. "proposal" or "partnerId". */
  field?: string;
  /** oRPC's validation refusal names each invalid value in data.issues. */
  issues: RpcIssue[];
}

/** A refusal answered to one of the plain HTTP calls of the api layer (upload, download). */
export class RpcRefusal extends Error {
  readonly failure: RpcFailure;
  constructor(failure: RpcFailure) {
    super(failure.message ?? `The server answered ${failure.status}`);
    this.name = "RpcRefusal";
    this.failure = failure;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null;

/**
 * The typed client's refusal (oRPC's ORPCError), told by its fields: importing the class put oRPC's shared code
 * into the entry chunk every first visit downloads (docs/benchmarks.md#lighthouse-first-load-of-the-public-pages).
 */
export function isClientRefusal(error: unknown): error is Error & { status: number; data: unknown } {
  if (!(error instanceof Error)) return false;
  const fields = error as Error & Record<string, unknown>;
  return (
    typeof fields.code === "string" &&
    typeof fields.status === "number" &&
    typeof fields.defined === "boolean"
  );
}

function issuesOf(data: unknown): RpcIssue[] {
  if (!isRecord(data) || !Array.isArray(data.issues)) return [];
  return data.issues.flatMap((issue): RpcIssue[] => {
    if (!isRecord(issue) || typeof issue.message !== "string") return [];
    const path = Array.isArray(issue.path) ? (issue.path as PropertyKey[]) : [];
    return [{ path, message: issue.message }];
  });
}

function failureOf(status: number, message: string | undefined, data: unknown): RpcFailure {
  const text = (name: string) => (isRecord(data) && typeof data[name] === "string" ? data[name] : undefined);
  return {
    status,
    message,
    title: text("title"),
    reason: text("reason"),
    field: text("field"),
    issues: issuesOf(data),
  };
}

/**
 * The refusal behind an error; status 0 when the portal could not be reached; null when the call failed some
 * other way (unexpected).
 */
export function rpcFailureOf(error: unknown): RpcFailure | null {
  if (error instanceof RpcRefusal) return error.failure;
  if (error instanceof ServerUnreachable) return { status: 0, issues: [] };
  if (!isClientRefusal(error)) return null;
  return failureOf(error.status, error.message, error.data);
}

/**
 * Reads the body of a refused plain HTTP call: every API error is {code, status, message, data}, as the typed
 * client sees it. A body that is not JSON (a proxy's page, say) gives the status only.
 */
export function rpcFailureOfResponse(status: number, responseText: string): RpcFailure {
  let body: unknown;
  try {
    body = JSON.parse(responseText);
  } catch {
    return { status, issues: [] };
  }
  if (!isRecord(body)) return { status, issues: [] };
  return failureOf(status, typeof body.message === "string" ? body.message : undefined, body.data);
}
