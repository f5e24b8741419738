import { eq } from "drizzle-orm";
import type { Caller } from "#server/auth/session";
import type { Db } from "#server/db/client";
import { partnerResources } from "#server/db/schema/index";
import { AppError } from "#server/platform/app-error";
import { recordAudit } from "#server/platform/audit";
import { type FileResponse, storedFileResponse } from "#server/platform/http/stored-file-response";
import type { Logger } from "#server/platform/logger";
import type { RowScope } from "#server/platform/partner-scope";
import type { FileStorage } from "#server/platform/storage/file-storage";
import { RESOURCES_BUCKET } from "./resource-files";
import { NO_SUCH_RESOURCE, visibleResources } from "./resource-visibility";

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

  return storedFileResponse(
    deps,
    {
      bucket: RESOURCES_BUCKET,
      key: resource.fileKey,
      size: resource.fileSize,
      name: resource.fileName,
      type: resource.fileType,
      missing: {
        message: "This resource's file is missing. Please ask an administrator to upload it again.",
        log: { resourceId: resource.id, key: resource.fileKey },
        logMessage: "resource file missing from storage",
      },
    },
    input,
    scope.partnerId === null
      ? undefined
      : () =>
          recordAudit(deps.db, {
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
          }),
  );
}
