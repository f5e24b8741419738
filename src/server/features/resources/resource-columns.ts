import { partnerResources } from "#server/db/schema/index";

/** A resource as the library shows it; the storage key never leaves the server. */
export const resourceColumns = {
  id: partnerResources.id,
  title: partnerResources.title,
  description: partnerResources.description,
  contentType: partnerResources.contentType,
  fileType: partnerResources.fileType,
  fileName: partnerResources.fileName,
  fileSize: partnerResources.fileSize,
  isPublic: partnerResources.isPublic,
  createdAt: partnerResources.createdAt,
};
