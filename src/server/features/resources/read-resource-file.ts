import { eq } from "drizzle-orm";
import type { Caller } from "#server/auth/session";
import type { Db } from "#server/db/client";
import { partnerResources } from "#server/db/schema/index";
import { AppError } from "#server/platform/app-error";
import { recordAudit } from "#server/platform/audit";
import {
  contentDisposition,
  INLINE_VIEWING_HEADER,
  opensInBrowserViewer,
} from "#server/platform/content-disposition";
import { parseByteRange } from "#server/platform/http-range";
import type { Logger } from "#server/platform/logger";
import type { RowScope } from "#server/platform/partner-scope";
import type { FileStorage } from "#server/platform/storage/file-storage";
import { RESOURCES_BUCKET } from "./resource-files";
import { NO_SUCH_RESOURCE, visibleResources } from "./resource-visibility";

export interface FileResponse {
  status: 200 | 206;
  headers: Record<string, string>;
  body: ReadableStream<Uint8Array>;
}

/**
 * A resource's file as it streams from storage, whole or the one byte range asked for (a video seeking); a range
 * the file does not have is refused with 416 and the file's size. PDFs and videos open in the browser, office
 * files download. A partner's download writes the `resource_downloaded` audit entry (once per download: not for
 * the further ranges of a video, nor for a HEAD, which reads nothing); if that write fails the file is served
 * all the same and the failure logged.
 */
export async function readResourceFile(
  deps: { db: Db; storage: FileStorage; logger: Logger },
  caller: Caller,
  scope: RowScope,
  input: { id: string; range: string | null; headOnly: boolean },
): Promise<FileResponse> {
  const [resource] = await deps.db
    .select()
    .from(partnerResources)
    .where(visibleResources(scope, eq(partnerResources.id, input.id)))
    .limit(1);
  if (!resource) throw new AppError("not_found", NO_SUCH_RESOURCE);

  const asked = parseByteRange(input.range, resource.fileSize);
  if (asked.kind === "unsatisfiable") {
    throw new AppError(
      "range_not_satisfiable",
      `The requested range is not within this file of ${resource.fileSize} bytes.`,
      { size: resource.fileSize },
    );
  }
  const range = asked.kind === "part" ? asked.range : undefined;
  const opened = await deps.storage.open(RESOURCES_BUCKET, resource.fileKey, range);
  if (!opened) {
    deps.logger.error(
      { resourceId: resource.id, key: resource.fileKey },
      "resource file missing from storage",
    );
    throw new AppError(
      "not_found",
      "This resource's file is missing. Please ask an administrator to upload it again.",
    );
  }

  let body = opened.body;
  if (input.headOnly) {
    // Only the headers go out: stop reading the file, and answer with an empty body of the same headers.
    await opened.body.cancel();
    body = new Blob([]).stream();
  } else if (scope.partnerId !== null && (range === undefined || range.start === 0)) {
    await recordAudit(deps.db, {
      partnerId: scope.partnerId,
      actorUserId: caller.user.id,
      action: "resource_downloaded",
      subject: { type: "resource", id: resource.id, label: resource.title },
      details: {
        resource_id: resource.id,
        resource_title: resource.title,
        content_type: resource.contentType,
      },
    }).catch((error: unknown) => {
      deps.logger.error({ err: error, resourceId: resource.id }, "resource download not audited");
    });
  }

  const type = resource.fileType ?? "application/octet-stream";
  const inline = opensInBrowserViewer(type);
  const headers: Record<string, string> = {
    "content-type": type,
    "content-disposition": contentDisposition(inline ? "inline" : "attachment", resource.fileName),
    ...(inline ? { [INLINE_VIEWING_HEADER]: "1" } : {}),
    "accept-ranges": "bytes",
    "cache-control": "private, no-store",
  };
  if (!range) {
    headers["content-length"] = String(opened.totalSize);
    return { status: 200, headers, body };
  }
  headers["content-length"] = String(range.end - range.start + 1);
  headers["content-range"] = `bytes ${range.start}-${range.end}/${opened.totalSize}`;
  return { status: 206, headers, body };
}
