import { eq } from "drizzle-orm";
import type { Caller } from "#server/auth/session";
import type { Db } from "#server/db/client";
import { partnerResources } from "#server/db/schema/index";
import { AppError } from "#server/platform/app-error";
import { recordAudit } from "#server/platform/audit";
import type { Logger } from "#server/platform/logger";
import type { FileStorage } from "#server/platform/storage/file-storage";
import { RESOURCES_BUCKET } from "./resource-files";
import { NO_SUCH_RESOURCE } from "./resource-visibility";

/**
 * Removes a resource: the row and its audit entry in one transaction, then its stored file. A file that cannot
 * be removed is logged (an orphan costs disk, never access: nothing points at it any more).
 */
export async function deleteResource(
  deps: { db: Db; storage: FileStorage; logger: Logger },
  caller: Caller,
  id: string,
): Promise<void> {
  const deleted = await deps.db.transaction(async (tx) => {
    const [row] = await tx.delete(partnerResources).where(eq(partnerResources.id, id)).returning();
    if (!row) throw new AppError("not_found", NO_SUCH_RESOURCE);
    await recordAudit(tx, {
      partnerId: null,
      actorUserId: caller.user.id,
      action: "resource_deleted",
      subject: { type: "resource", id: row.id, label: row.title },
      details: { resource_id: row.id, resource_title: row.title, content_type: row.contentType },
    });
    return row;
  });
  await deps.storage.delete(RESOURCES_BUCKET, deleted.fileKey).catch((error: unknown) => {
    deps.logger.error({ err: error, resourceId: id, key: deleted.fileKey }, "resource file not removed");
  });
}
