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

// Fields whose value is a secret, or the values a statement was given (a session token, a password hash).
const SECRET_FIELD =
  /^(password|token|secret|params|cookie|set-cookie|authorization|api[-_]?key|code[-_]?verifier)$/i;
// A link's one-time secret, e.g. the token of a password setup link.
const SECRET_IN_LINK = /([?&#](?:token|code|key|secret)=)[^&#\s"']+/gi;
const MAX_DEPTH = 8;

/**
 * A log line's fields with every error in them serialized as serializeError does (wherever it sits, such as in
 * the arguments a library hands its logger), the value of every field named like a secret withheld, and the
 * secret of a link in a text (a setup link's token) cut out.
 */
export function scrubLogFields(value: unknown, depth = 0, seen = new WeakSet<object>()): unknown {
  if (value instanceof Error) return serializeError(value);
  if (typeof value === "string") return value.replace(SECRET_IN_LINK, "$1[redacted]");
  if (typeof value !== "object" || value === null || depth > MAX_DEPTH) return value;
  if (seen.has(value)) return "[circular]";
  seen.add(value);
  if (Array.isArray(value)) return value.map((item) => scrubLogFields(item, depth + 1, seen));
  const prototype = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, field]) => [
      key,
      SECRET_FIELD.test(key) ? "[redacted]" : scrubLogFields(field, depth + 1, seen),
    ]),
  );
}

export function createLogger(level: string, destination?: LogDestination): Logger {
  return pino(
    {
      level,
      base: { service: "portal" },
      timestamp: pino.stdTimeFunctions.isoTime,
      serializers: { err: serializeError },
      // Every line passes through here: a secret a library logs on its own path is caught too.
      formatters: { log: (fields) => scrubLogFields(fields) as Record<string, unknown> },
      redact: {
        paths: ["req.headers.cookie", "req.headers.authorization", "*.password", "*.token"],
        censor: "[redacted]",
      },
    },
    destination,
  );
}
