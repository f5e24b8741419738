import type { MiddlewareHandler } from "hono";
import type { Auth } from "../auth/auth";
import type { Db } from "../db/client";
import { rateLimited } from "../platform/app-error";
import type { Logger } from "../platform/logger";
import { consumeRateLimit } from "../platform/rate-limit";
import { isMultipart } from "../platform/uploads/receive-uploads";
import { type AccessContext, admitApiKey, checkAccess } from "./caller-access";
import type { UploadRoutes } from "./declared-uploads";
import { apiErrorResponse } from "./error-response";
import { answerHeaders, clientFacingError, logFailedCall } from "./handlers";

/**
 * Before an upload's body is read: the caller named by the request's headers must pass the procedure's access
 * rule (401/403 as the procedure itself would answer), and a signed-in caller's uploads are counted against the
 * procedure's `callerLimit`. A refused body is never read: the answer closes the connection.
 */
export function uploadGate(options: {
  uploads: UploadRoutes;
  auth: Auth;
  db: Db;
  config: AccessContext["config"];
}): MiddlewareHandler<{ Variables: { logger: Logger } }> {
  return async (c, next) => {
    const access = options.uploads.access(c.req.path);
    if (!access || c.req.method !== "POST" || !isMultipart(c.req.header("content-type"))) return next();
    // A session Better Auth extends here sends its refreshed cookie with whatever this request is answered.
    const resHeaders = new Headers();
    const withRefreshedCookie = (response: Response) => {
      for (const cookie of resHeaders.getSetCookie()) response.headers.append("set-cookie", cookie);
      return response;
    };
    try {
      const context: AccessContext = {
        auth: options.auth,
        db: options.db,
        config: options.config,
        headers: c.req.raw.headers,
        resHeaders,
        transport: c.req.path.startsWith("/rpc") ? "rpc" : "rest",
      };
      admitApiKey(context, options.uploads.allowsApiKeys(c.req.path));
      const caller = await checkAccess(context, access);
      const limit = options.uploads.find(c.req.path)?.callerLimit;
      if (caller && limit) {
        const counted = await consumeRateLimit(
          options.db,
          `upload:${limit.action}:user:${caller.user.id}`,
          limit.rule,
        );
        if (!counted.allowed) throw rateLimited(counted.retryAfterSeconds);
      }
    } catch (error) {
      const answer = clientFacingError(error);
      if (!answer) throw error;
      logFailedCall(c.get("logger"), answer.status, error);
      return withRefreshedCookie(
        apiErrorResponse(c.req.path, answer.status, answer.message, {
          code: answer.code,
          data: answer.data as Record<string, unknown> | undefined,
          headers: { ...answerHeaders(answer), connection: "close" },
        }),
      );
    }
    await next();
    withRefreshedCookie(c.res);
  };
}
