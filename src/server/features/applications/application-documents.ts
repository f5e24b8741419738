import type { Bucket } from "#server/platform/storage/file-storage";
import type { UploadDeclaration } from "#server/platform/uploads/upload-declaration";
import { MAX_DOCUMENT_BYTES, MAX_DOCUMENTS } from "#shared/contracts/applications";
import { SUBMIT_LIMITS } from "./rate-limits";

/** Where application documents are stored, keyed {partnerId}/{timestamp}-{name}. */
export const APPLICATION_DOCUMENTS_BUCKET: Bucket = "application-documents";

/** The supporting documents an application may carry (the submit procedure's `meta.upload`). */
export const APPLICATION_DOCUMENTS: UploadDeclaration = {
  filesField: "documents",
  maxFiles: MAX_DOCUMENTS,
  maxFileBytes: MAX_DOCUMENT_BYTES,
  accept: ["pdf", "cfb", "docx", "jpg", "png"],
  acceptedTypesText: "a PDF, Word document (doc, docx) or JPEG/PNG image",
  addressLimit: { action: "application-submit", rule: SUBMIT_LIMITS.perAddress },
};
