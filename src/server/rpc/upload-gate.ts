import type { MiddlewareHandler } from "hono";
import { DRAINED_UPLOAD_BYTES, UPLOAD_CHECK_HEADER } from "#shared/upload-check";
import type { Auth } from "../auth/auth";
import type { Db } from "../db/client";
import { rateLimited } from "../platform/app-error";
import type { Logger } from "../platform/logger";
import { consumeRateLimit, peekRateLimit } from "../platform/rate-limit";
import { isMultipart } from "../platform/uploads/receive-uploads";
import { type AccessContext, admitApiKey, checkAccess } from "./caller-access";
import type { UploadRoutes } from "./declared-uploads";
import { apiErrorResponse } from "./error-response";
import { answerHeaders, clientFacingError, logFailedCall } from "./handlers";

/**
 * Before an upload's body is read: the caller named by the request's headers must pass the procedure's access
 * rule (401/403 as the procedure itself would answer), and a signed-in caller's uploads are counted against the
 * procedure's `callerLimit`. A refused body is not spooled: up to DRAINED_UPLOAD_BYTES Node reads it to its end
 * and drops it, so a browser still sending reads the refusal; a larger or unmeasured one is left unread and the
 * answer closes the connection. A request carrying UPLOAD_CHECK_HEADER only asks: 204, or the refusal, with its
 * caller's uploads peeked rather than counted (decision 0044).
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
    const checking = c.req.header(UPLOAD_CHECK_HEADER) !== undefined;
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
        const key = `upload:${limit.action}:user:${caller.user.id}`;
        const counted = checking
          ? await peekRateLimit(options.db, key, limit.rule)
          : await consumeRateLimit(options.db, key, limit.rule);
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
          headers: { ...answerHeaders(answer), ...(drained(c.req.header("content-length")) ? {} : CLOSE) },
        }),
      );
    }
    if (checking) return withRefreshedCookie(c.body(null, 204));
    await next();
    withRefreshedCookie(c.res);
  };
}

const CLOSE = { connection: "close" };

/** Whether a refused body is small enough to read to its end (and drop) rather than leave unread. */
function drained(contentLength: string | undefined): boolean {
  const length = Number(contentLength);
  return contentLength !== undefined && Number.isInteger(length) && length <= DRAINED_UPLOAD_BYTES;
}
