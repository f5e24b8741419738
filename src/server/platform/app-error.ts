/** A refusal a person can act on. Services throw it; the API layer turns it into the matching 4xx answer. */
export type AppErrorKind =
  | "bad_request"
  | "unauthorized"
  | "forbidden"
  | "not_found"
  | "conflict"
  | "too_large"
  | "range_not_satisfiable"
  | "rate_limited";

export class AppError extends Error {
  constructor(
    readonly kind: AppErrorKind,
    message: string,
    /** Machine-readable detail for the client, e.g. which refusal it was. */
    readonly data?: Record<string, unknown>,
  ) {
    super(message);
    this.name = "AppError";
  }
}

export function rateLimited(retryAfterSeconds: number): AppError {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  const wait = retryAfterSeconds < 90 ? `${retryAfterSeconds} seconds` : `${minutes} minutes`;
  return new AppError("rate_limited", `Too many attempts. Please try again in ${wait}.`, {
    retryAfterSeconds,
  });
}
