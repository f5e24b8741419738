import type { UploadDeclaration } from "#server/platform/uploads/upload-declaration";
import { AGREEMENT_DOCUMENT_MAX_BYTES } from "#shared/contracts/agreements";

/** Where agreement files are kept: versions published as PDFs and the signed copies, never served directly. */
export const AGREEMENTS_BUCKET = "signed-agreements";

/** The one PDF a version published as a file carries (the publishPdf procedure's `meta.upload`). */
export const AGREEMENT_DOCUMENT: UploadDeclaration = {
  filesField: "document",
  maxFiles: 1,
  maxFileBytes: AGREEMENT_DOCUMENT_MAX_BYTES,
  accept: ["pdf"],
  acceptedTypesText: "a PDF file",
  // A programme publishes a handful of versions a year.
  callerLimit: { action: "agreement-document", rule: { limit: 20, windowMs: 60 * 60 * 1000 } },
};
