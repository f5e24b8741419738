import pino from "pino";

export type Logger = pino.Logger;
export type LogDestination = pino.DestinationStream;

interface LoggedError {
  type: string;
  message: string;
  stack?: string;
  code?: unknown;
  table?: unknown;
  column?: unknown;
  constraint?: unknown;
  cause?: LoggedError | unknown;
  errors?: (LoggedError | unknown)[];
}

const isDataException = (code: unknown) => typeof code === "string" && code.startsWith("22");

/**
 * An error as a log line, without the data it was handed. A failed query's message and `params` carry the
 * values of the statement (an applicant's name, e-mail, phone), a driver error's `detail` quotes the row, and a
 * data exception's message the rejected value: what stays is the error's type, code (SQLSTATE), the statement
 * with its placeholders, the table, column or constraint, and the stack's frames.
 */
export function serializeError(error: unknown, depth = 0): LoggedError | unknown {
  if (!(error instanceof Error)) return error;
  const fields = error as Error & Record<string, unknown>;
  // Drizzle's message lists the parameters after the statement; PGlite's driver errors only carry them along.
  const message =
    typeof fields.query === "string" && error.message.includes("\nparams:")
      ? `Failed query: ${fields.query}`
      : isDataException(fields.code)
        ? "(message withheld: it may quote the value)"
        : error.message;
  const type = error.name && error.name !== "Error" ? error.name : error.constructor?.name || "Error";
  const frames = (error.stack ?? "").split("\n").filter((line) => /^\s+at /.test(line));
  const logged: LoggedError = { type, message, stack: [`${type}: ${message}`, ...frames].join("\n") };
  if (typeof fields.code === "string" || typeof fields.code === "number") logged.code = fields.code;
  for (const key of ["table", "column", "constraint"] as const) {
    if (typeof fields[key] === "string") logged[key] = fields[key];
  }
  if (depth < 5 && error.cause !== undefined) logged.cause = serializeError(error.cause, depth + 1);
  if (depth < 5 && error instanceof AggregateError) {
    logged.errors = error.errors.map((attempt) => serializeError(attempt, depth + 1));
  }
  return logged;
}

export function createLogger(level: string, destination?: LogDestination): Logger {
  return pino(
    {
      level,
      base: { service: "portal" },
      timestamp: pino.stdTimeFunctions.isoTime,
      serializers: { err: serializeError },
      redact: {
        paths: ["req.headers.cookie", "req.headers.authorization", "*.password", "*.token"],
        censor: "[redacted]",
      },
    },
    destination,
  );
}
