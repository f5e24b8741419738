import type { MiddlewareHandler } from "hono";
import type { Db } from "#server/db/client";
import { apiErrorResponse } from "#server/rpc/error-response";
import { formatSizeLimit } from "#shared/format";
import { rateLimited } from "../app-error";
import { addressKey, peekRateLimit } from "../rate-limit";
import { MultipartRefusal, spoolMultipart } from "./spool-multipart";
import type { UploadDeclaration } from "./upload-declaration";

export type UploadVariables = {
  /** The request with its multipart body already spooled to disk; handlers read this instead of the raw one. */
  spooledRequest?: Request;
};

// Form fields besides the files: the RPC protocol sends one `data` field, the REST API one per form value.
const MAX_FIELDS = 100;
const MAX_FIELD_BYTES = 64 * 1024;

export const isMultipart = (contentType: string | undefined) =>
  (contentType ?? "").toLowerCase().startsWith("multipart/form-data");

/** The largest body a declared upload may have: every file at its limit plus the form fields. */
export const uploadBodyLimit = (declaration: UploadDeclaration) =>
  declaration.maxFiles * declaration.maxFileBytes + MAX_FIELDS * MAX_FIELD_BYTES;

/**
 * Multipart bodies of declared upload paths, read without holding them in memory: the declared length and the
 * caller's rate limit are checked before the first byte is read, files stream to spool files on disk and the
 * first one past its limit stops the reading. The procedure then gets File objects backed by those spool
 * files, which are removed once the request is answered.
 */
export function receiveUploads(options: {
  uploads: { find(path: string): UploadDeclaration | undefined };
  spoolDir: string;
  db: Db;
  clientIp: (c: Parameters<MiddlewareHandler>[0]) => string | undefined;
}): MiddlewareHandler<{ Variables: UploadVariables }> {
  return async (c, next) => {
    const declaration = options.uploads.find(c.req.path);
    if (!declaration || c.req.method !== "POST" || !isMultipart(c.req.header("content-type"))) return next();

    const limit = uploadBodyLimit(declaration);
    const declaredLength = Number(c.req.header("content-length"));
    if (Number.isFinite(declaredLength) && declaredLength > limit) {
      return apiErrorResponse(
        c.req.path,
        413,
        `The upload is too large. Please attach at most ${declaration.maxFiles} files of up to ${formatSizeLimit(declaration.maxFileBytes)} each.`,
        { headers: { connection: "close" } },
      );
    }

    const clientIp = options.clientIp(c);
    if (declaration.addressLimit && clientIp) {
      const { action, rule } = declaration.addressLimit;
      const peeked = await peekRateLimit(options.db, addressKey(action, clientIp), rule);
      if (!peeked.allowed) {
        const refusal = rateLimited(peeked.retryAfterSeconds);
        return apiErrorResponse(c.req.path, 429, refusal.message, {
          data: refusal.data,
          headers: { "retry-after": String(peeked.retryAfterSeconds), connection: "close" },
        });
      }
    }

    let spooled: Awaited<ReturnType<typeof spoolMultipart>>;
    try {
      spooled = await spoolMultipart(
        c.req.raw,
        {
          maxFiles: declaration.maxFiles,
          maxFileBytes: declaration.maxFileBytes,
          maxBytesFor: declaration.maxBytesFor,
          fileTooLargeStatus: declaration.fileTooLargeStatus,
          maxFields: MAX_FIELDS,
          maxFieldBytes: MAX_FIELD_BYTES,
        },
        options.spoolDir,
      );
    } catch (error) {
      if (!(error instanceof MultipartRefusal)) throw error;
      // The rest of the body stays unread: close the connection rather than wait for it.
      return apiErrorResponse(c.req.path, error.status, error.message, {
        data: error.concernsFiles
          ? {
              field: declaration.filesField,
              issues: [{ message: error.message, path: [declaration.filesField] }],
            }
          : undefined,
        headers: { connection: "close" },
      });
    }

    try {
      const raw = c.req.raw;
      const request = new Request(raw.url, { method: raw.method, headers: raw.headers, signal: raw.signal });
      // The API handlers parse multipart bodies with formData(): hand them the spooled form instead.
      Object.defineProperty(request, "formData", { value: async () => spooled.form });
      c.set("spooledRequest", request);
      await next();
    } finally {
      await spooled.dispose();
    }
  };
}
