import { randomUUID } from "node:crypto";
import type { Caller } from "#server/auth/session";
import type { Db } from "#server/db/client";
import { partnerResources } from "#server/db/schema/index";
import { recordAudit } from "#server/platform/audit";
import { notify, partnerMembersOf } from "#server/platform/notifications";
import type { FileStorage } from "#server/platform/storage/file-storage";
import { checkFiles, storeFiles } from "#server/platform/uploads/file-intake";
import type { ResourceFormValues } from "#shared/contracts/resources";
import { resourcePublishedNotice } from "./notification-messages";
import { mediaTypeOf, RESOURCE_FILE, RESOURCES_BUCKET } from "./resource-files";
import { partnersSeeing } from "./resource-visibility";

/**
 * Adds a resource to the library: its file is checked by content (type matching its name, size by type),
 * streamed to storage, then the row and its audit entry are written in one transaction. If that fails the
 * stored file is removed again, so no orphan stays behind.
 */
export async function uploadResource(
  deps: { db: Db; storage: FileStorage },
  caller: Caller,
  input: { resource: ResourceFormValues; file: File },
) {
  const [checked] = await checkFiles([input.file], RESOURCE_FILE);
  if (!checked) throw new Error("checkFiles returned no file for one upload");
  const stored = await storeFiles(
    deps.storage,
    { bucket: RESOURCES_BUCKET, prefix: `resources/${randomUUID()}`, timestamp: Date.now() },
    [checked],
  );
  const [file] = stored.files;
  if (!file) throw new Error("storeFiles returned no file for one upload");
  const { resource } = input;
  try {
    return await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(partnerResources)
        .values({
          title: resource.title,
          description: resource.description ?? null,
          contentType: resource.contentType,
          isPublic: resource.isPublic,
          fileKey: file.key,
          fileName: file.name,
          fileType: mediaTypeOf(file.type, file.name),
          fileSize: file.size,
          uploadedBy: caller.user.id,
        })
        .returning();
      if (!row) throw new Error("the resource insert returned no row");
      await notify(
        tx,
        partnerMembersOf(partnersSeeing(row.id)),
        resourcePublishedNotice({ id: row.id, title: row.title, actorUserId: caller.user.id }),
      );
      await recordAudit(tx, {
        partnerId: null,
        actorUserId: caller.user.id,
        action: "resource_uploaded",
        subject: { type: "resource", id: row.id, label: row.title },
        details: {
          resource_id: row.id,
          resource_title: row.title,
          content_type: row.contentType,
          is_public: row.isPublic,
          file_name: row.fileName,
          file_size: row.fileSize,
        },
      });
      const { fileKey: _key, uploadedBy: _by, ...item } = row;
      return item;
    });
  } catch (error) {
    await stored.discard();
    throw error;
  }
}
