export const UNIQUE_VIOLATION = "23505";
export const CHECK_VIOLATION = "23514";

/** The error and every error it wraps (causes, and the attempts of an AggregateError). */
function* errorChain(error: unknown, depth = 0): Generator<object> {
  if (depth > 8 || typeof error !== "object" || error === null) return;
  yield error;
  const { cause, errors } = error as { cause?: unknown; errors?: unknown };
  yield* errorChain(cause, depth + 1);
  if (Array.isArray(errors)) for (const attempt of errors) yield* errorChain(attempt, depth + 1);
}

/** The PostgreSQL SQLSTATE of a failed query; Drizzle wraps driver errors, so it may sit on a cause. */
export function postgresErrorCode(error: unknown): string | undefined {
  for (const link of errorChain(error)) {
    const code = (link as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

// 22021: a NUL byte in text; 22P05: \u0000 in jsonb; 22P02: an unpaired surrogate escape in jsonb.
const UNSTORABLE_VALUE_CODES = new Set(["22021", "22P05", "22P02"]);

/** The database refused a value it was handed as text it cannot represent: the request's fault, not ours. */
export function isUnstorableValueError(error: unknown): boolean {
  const code = postgresErrorCode(error);
  return code !== undefined && UNSTORABLE_VALUE_CODES.has(code);
}

// Class 08: connection exceptions; 57P01-57P03: the server is shutting down or starting; 57014: a statement
// cancelled, by statement_timeout among others; 53300: no connection slot left.
const UNAVAILABLE_CODES = /^(08...|57P0[123]|57014|53300)$/;
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);
// node-postgres reports a lost, refused or silent connection with these messages and no code.
const DRIVER_MESSAGES = [
  "Connection terminated",
  "timeout exceeded when trying to connect",
  "Query read timeout",
  "is not queryable",
];

/** The database could not be reached or did not answer in time: worth retrying, not a bug. */
export function isDatabaseUnavailableError(error: unknown): boolean {
  for (const link of errorChain(error)) {
    const { code, message } = link as { code?: unknown; message?: unknown };
    if (typeof code === "string" && (UNAVAILABLE_CODES.test(code) || NETWORK_CODES.has(code))) return true;
    if (typeof message === "string" && DRIVER_MESSAGES.some((text) => message.includes(text))) return true;
  }
  return false;
}

/** Why the database was unreachable, for a log line: the innermost error's code and message (no values). */
export function unavailabilityReason(error: unknown): { code?: unknown; reason?: unknown } {
  let innermost = error;
  while (innermost instanceof Error && innermost.cause !== undefined) innermost = innermost.cause;
  const { code, message } = (innermost ?? {}) as { code?: unknown; message?: unknown };
  return { code, reason: message };
}
