// oRPC's codes for these statuses, so every refusal reads the same whoever answered it.
const ERROR_CODES: Record<number, string> = {
  400: "BAD_REQUEST",
  401: "UNAUTHORIZED",
  403: "FORBIDDEN",
  404: "NOT_FOUND",
  413: "PAYLOAD_TOO_LARGE",
  415: "UNSUPPORTED_MEDIA_TYPE",
  431: "REQUEST_HEADER_FIELDS_TOO_LARGE",
  429: "TOO_MANY_REQUESTS",
  500: "INTERNAL_SERVER_ERROR",
  503: "SERVICE_UNAVAILABLE",
};

/** How long a caller should wait before trying again while the database is unreachable. */
export const RETRY_AFTER_SECONDS = 5;
export const DATABASE_UNAVAILABLE =
  "The portal cannot reach its database at the moment. Please try again in a few seconds.";
export const UNSTORABLE_VALUE =
  "The request contains a character that cannot be saved (such as a null character). Please remove it and try again.";

/**
 * An error answered outside a procedure (the guards, an upload's limits, an unknown path, a bug), in the shape
 * of the caller's protocol: the typed client at /rpc reads it as any other refusal, REST callers get oRPC's
 * plain error body ({code, status, message, data}), the one shape every API error has.
 */
export function apiErrorResponse(
  path: string,
  status: number,
  message: string,
  options: { code?: string; data?: Record<string, unknown>; headers?: Record<string, string> } = {},
): Response {
  const code = options.code ?? ERROR_CODES[status] ?? "ERROR";
  const error = { defined: false, code, status, message, data: options.data };
  const body = path === "/rpc" || path.startsWith("/rpc/") ? { json: error, meta: [] } : error;
  return new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json", ...options.headers },
  });
}
