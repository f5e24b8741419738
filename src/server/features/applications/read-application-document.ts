import { eq } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { partnerApplications } from "#server/db/schema/index";
import { AppError } from "#server/platform/app-error";
import type { Logger } from "#server/platform/logger";
import { nameForType } from "#server/platform/storage/file-names";
import type { FileStorage } from "#server/platform/storage/file-storage";
import { fileTypeOfMime } from "#server/platform/storage/file-types";
import { APPLICATION_DOCUMENTS_BUCKET } from "./application-documents";

/** A stored document of an application, as a file to download. */
export async function readApplicationDocument(
  deps: { db: Db; storage: FileStorage; logger: Logger },
  id: string,
  index: number,
): Promise<File> {
  const [found] = await deps.db
    .select({ documents: partnerApplications.documents })
    .from(partnerApplications)
    .where(eq(partnerApplications.id, id))
    .limit(1);
  const document = found?.documents[index];
  if (!document) throw new AppError("not_found", "No such document.");
  const bytes = await deps.storage.get(APPLICATION_DOCUMENTS_BUCKET, document.path);
  if (!bytes) {
    deps.logger.error(
      { applicationId: id, path: document.path },
      "application document missing from storage",
    );
    throw new AppError(
      "not_found",
      "The document file is missing. Please ask the applicant to send it again.",
    );
  }
  const type = fileTypeOfMime(document.type);
  // Named in its download header by contentDisposition, as every file a procedure returns (rpc/handlers).
  return new File([bytes], type ? nameForType(document.name, type) : document.name, { type: document.type });
}
