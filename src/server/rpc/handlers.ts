import { OpenAPIGenerator } from "@orpc/openapi";
import { OpenAPIHandler } from "@orpc/openapi/fetch";
import { ORPCError } from "@orpc/server";
import { RPCHandler } from "@orpc/server/fetch";
import { ResponseHeadersPlugin } from "@orpc/server/plugins";
import { ZodToJsonSchemaConverter } from "@orpc/zod/zod4";
import { AppError, type AppErrorKind } from "../platform/app-error";
import { router } from "../router";
import type { RpcContext } from "./context";

const ERROR_CODES: Record<AppErrorKind, string> = {
  bad_request: "BAD_REQUEST",
  unauthorized: "UNAUTHORIZED",
  forbidden: "FORBIDDEN",
  not_found: "NOT_FOUND",
  conflict: "CONFLICT",
  rate_limited: "TOO_MANY_REQUESTS",
};

/**
 * Services refuse with AppError; callers get the matching 4xx with its message and data. Expected refusals are
 * part of normal operation; only unexpected failures are logged as errors.
 */
async function mapErrors<T>({ context, next }: { context: RpcContext; next: () => Promise<T> }): Promise<T> {
  try {
    return await next();
  } catch (error) {
    // The procedure client wraps unknown errors in an internal ORPCError; look through it.
    const refusal =
      error instanceof AppError
        ? error
        : error instanceof ORPCError && error.cause instanceof AppError
          ? error.cause
          : undefined;
    if (refusal) {
      throw new ORPCError(ERROR_CODES[refusal.kind], {
        message: refusal.message,
        data: refusal.data,
        cause: refusal,
      });
    }
    if (!(error instanceof ORPCError && error.status < 500))
      context.logger.error({ err: error }, "procedure failed");
    throw error;
  }
}

// A fresh object per handler: plugins register their interceptors on the options they are given, so shared
// options would run the response-headers plugin twice and send every Set-Cookie twice.
const handlerOptions = () => ({
  interceptors: [mapErrors],
  plugins: [new ResponseHeadersPlugin<RpcContext>()],
});
export const rpcHandler = new RPCHandler(router, handlerOptions());
export const openApiHandler = new OpenAPIHandler(router, handlerOptions());

let openApiDocument: Promise<unknown> | undefined;

/** The OpenAPI 3.1 document of the REST API, generated once from the router. */
export function getOpenApiDocument(version: string): Promise<unknown> {
  openApiDocument ??= new OpenAPIGenerator({ schemaConverters: [new ZodToJsonSchemaConverter()] }).generate(
    router,
    {
      info: {
        title: "Partner Portal API",
        version,
        description:
          "REST API of the staff and partner portal. Every procedure of the app is also reachable here.",
      },
      servers: [{ url: "/api/v1" }],
    },
  );
  return openApiDocument;
}
