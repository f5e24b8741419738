import { OpenAPIGenerator } from "@orpc/openapi";
import { OpenAPIHandler } from "@orpc/openapi/fetch";
import { ORPCError } from "@orpc/server";
import { RPCHandler } from "@orpc/server/fetch";
import { ZodToJsonSchemaConverter } from "@orpc/zod/zod4";
import { router } from "../router";
import type { RpcContext } from "./context";

// Expected refusals (4xx) are part of normal operation; only unexpected failures are logged as errors.
async function logUnexpected<T>({
  context,
  next,
}: {
  context: RpcContext;
  next: () => Promise<T>;
}): Promise<T> {
  try {
    return await next();
  } catch (error) {
    if (!(error instanceof ORPCError && error.status < 500))
      context.logger.error({ err: error }, "procedure failed");
    throw error;
  }
}

export const rpcHandler = new RPCHandler(router, { interceptors: [logUnexpected] });
export const openApiHandler = new OpenAPIHandler(router, { interceptors: [logUnexpected] });

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
