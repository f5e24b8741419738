import { StandardOpenAPIHandler } from "@orpc/openapi/standard";
import { ORPCError } from "@orpc/server";
import { ResponseHeadersPlugin, StrictGetMethodPlugin } from "@orpc/server/plugins";
import { type StandardHandlerPlugin, StandardRPCHandler } from "@orpc/server/standard";
import {
  isDatabaseUnavailableError,
  isUnstorableValueError,
  postgresErrorCode,
  unavailabilityReason,
} from "../db/errors";
import { AppError, type AppErrorKind } from "../platform/app-error";
import { contentDisposition } from "../platform/http/content-disposition";
import type { Logger } from "../platform/logger";
import { router } from "../router";
import type { RpcContext } from "./context";
import { DATABASE_UNAVAILABLE, RETRY_AFTER_SECONDS, UNSTORABLE_VALUE } from "./error-response";
import { generateOpenApiDocument } from "./openapi-document";

const ERRORS: Record<AppErrorKind, { code: string; status: number }> = {
  bad_request: { code: "BAD_REQUEST", status: 400 },
  unauthorized: { code: "UNAUTHORIZED", status: 401 },
  forbidden: { code: "FORBIDDEN", status: 403 },
  not_found: { code: "NOT_FOUND", status: 404 },
  conflict: { code: "CONFLICT", status: 409 },
  too_large: { code: "PAYLOAD_TOO_LARGE", status: 413 },
  range_not_satisfiable: { code: "RANGE_NOT_SATISFIABLE", status: 416 },
  rate_limited: { code: "TOO_MANY_REQUESTS", status: 429 },
};

/**
 * What a caller is told about a failure it can act on: a service's refusal (AppError) as the matching 4xx, a
 * database that cannot be reached as 503 (try again), text the database cannot store as 400. Undefined: a
 * bug, answered 500.
 */
export function clientFacingError(error: unknown): ORPCError<string, unknown> | undefined {
  if (error instanceof ORPCError) return error.status < 500 ? error : undefined;
  if (error instanceof AppError) {
    const { code, status } = ERRORS[error.kind];
    return new ORPCError(code, { status, message: error.message, data: error.data, cause: error });
  }
  if (isDatabaseUnavailableError(error)) {
    return new ORPCError("SERVICE_UNAVAILABLE", {
      message: DATABASE_UNAVAILABLE,
      data: { retryAfterSeconds: RETRY_AFTER_SECONDS },
      cause: error,
    });
  }
  if (isUnstorableValueError(error))
    return new ORPCError("BAD_REQUEST", { message: UNSTORABLE_VALUE, cause: error });
  return undefined;
}

/**
 * What a refusal says in headers clients and proxies understand: 503 and 429 when to come back, 416 how large
 * the file is.
 */
export function answerHeaders(answer: ORPCError<string, unknown>): Record<string, string> {
  const data = answer.data as { retryAfterSeconds?: unknown; size?: unknown } | undefined;
  if ((answer.status === 503 || answer.status === 429) && typeof data?.retryAfterSeconds === "number")
    return { "retry-after": String(data.retryAfterSeconds) };
  if (answer.status === 416 && typeof data?.size === "number")
    return { "content-range": `bytes */${data.size}` };
  return {};
}

/**
 * One log line for a failed call, by the status it was answered with. A bug (500) at error level with the
 * error (see serializeError: no statement values); the database away (503) as a warning naming the reason;
 * anything a caller got wrong (malformed body or metadata, invalid input, a refusal) at info with its code
 * only, so nobody can flood the error log or fill it with stacks.
 */
export function logFailedCall(logger: Logger, status: number, error: unknown): void {
  if (status === 503) {
    logger.warn({ status, ...unavailabilityReason(error) }, "database unavailable");
  } else if (status >= 500) {
    logger.error(
      { err: error instanceof ORPCError && error.cause ? error.cause : error },
      "procedure failed",
    );
  } else {
    // An error other than ORPCError or AppError here is oRPC's decoding of the body or its metadata failing.
    const code =
      error instanceof ORPCError ? error.code : error instanceof AppError ? error.kind : "MALFORMED_REQUEST";
    logger.info({ status, code, sqlState: postgresErrorCode(error) }, "request refused");
  }
}

/** Around each procedure call (its middlewares included): failures become what the caller is told. */
async function mapErrors<T>({ context, next }: { context: RpcContext; next: () => Promise<T> }): Promise<T> {
  try {
    return await next();
  } catch (error) {
    const answer = clientFacingError(error);
    if (!answer) throw error;
    for (const [name, value] of Object.entries(answerHeaders(answer))) context.resHeaders?.set(name, value);
    throw answer;
  }
}

/**
 * A file a procedure returns (a deal's proposal, an application's document, a CSV export) is named in its
 * Content-Disposition by contentDisposition, as a resource's file is: oRPC would otherwise write the header its
 * own way. A procedure that sets the header itself keeps it.
 */
async function nameFiles<T>({ context, next }: { context: RpcContext; next: () => Promise<T> }): Promise<T> {
  const output = await next();
  if (output instanceof File && !context.resHeaders?.has("content-disposition")) {
    context.resHeaders?.set("content-disposition", contentDisposition("attachment", output.name));
  }
  return output;
}

// The error a request failed with, kept by the inner interceptor (which sees it, whether decoding the request
// or the procedure failed) for the outer one (which sees the status it was answered with).
const failures = new WeakMap<object, unknown>();

async function keepFailure<T>({ request, next }: { request: object; next: () => Promise<T> }): Promise<T> {
  try {
    return await next();
  } catch (error) {
    failures.set(request, error);
    throw error;
  }
}

/** Logs each failed call once its status is known. */
async function logFailure<R extends { response?: { status: number } }>({
  request,
  context,
  next,
}: {
  request: object;
  context: RpcContext;
  next: () => Promise<R>;
}): Promise<R> {
  const result = await next();
  const error = failures.get(request);
  const status = result.response?.status;
  if (error !== undefined && status !== undefined) logFailedCall(context.logger, status, error);
  return result;
}

// A fresh object per handler: plugins register their interceptors on the options they are given, so shared
// options would run the response-headers plugin twice and send every Set-Cookie twice.
const handlerOptions = (...plugins: StandardHandlerPlugin<RpcContext>[]) => ({
  rootInterceptors: [logFailure],
  interceptors: [keepFailure],
  clientInterceptors: [mapErrors, nameFiles],
  plugins: [new ResponseHeadersPlugin<RpcContext>(), ...plugins],
});
// Answered through answerCall. The RPC handler refuses GET for a call that is not a query, as oRPC's fetch
// adapter does by default.
export const rpcHandler = new StandardRPCHandler(
  router,
  handlerOptions(new StrictGetMethodPlugin<RpcContext>()),
);
export const openApiHandler = new StandardOpenAPIHandler(router, handlerOptions());

let openApiDocument: Promise<unknown> | undefined;

/** The OpenAPI 3.1 document of the REST API, generated once from the router. */
export function getOpenApiDocument(version: string): Promise<unknown> {
  openApiDocument ??= generateOpenApiDocument(router, version);
  return openApiDocument;
}
