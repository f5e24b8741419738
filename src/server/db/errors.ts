export const UNIQUE_VIOLATION = "23505";
export const CHECK_VIOLATION = "23514";

/** The PostgreSQL SQLSTATE of a failed query; Drizzle wraps driver errors, so it may sit on a cause. */
export function postgresErrorCode(error: unknown): string | undefined {
  let current = error;
  while (current instanceof Error || (typeof current === "object" && current !== null)) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
