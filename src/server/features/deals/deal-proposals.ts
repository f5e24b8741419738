import type { Bucket } from "#server/platform/storage/file-storage";
import type { UploadDeclaration } from "#server/platform/uploads/upload-declaration";
import { MAX_PROPOSAL_BYTES } from "#shared/contracts/deals";

/** Where deal proposals are stored, keyed {partnerId}/{uuid}/{timestamp}-{name}. */
export const DEAL_PROPOSALS_BUCKET: Bucket = "partner-documents";

/** The one proposal a deal may carry (the submit procedure's `meta.upload`). */
export const DEAL_PROPOSAL: UploadDeclaration = {
  filesField: "proposal",
  maxFiles: 1,
  maxFileBytes: MAX_PROPOSAL_BYTES,
  // Legacy .doc and .ppt are both OLE compound files (cfb).
  accept: ["pdf", "cfb", "docx", "pptx"],
  acceptedTypesText: "a PDF, Word (doc, docx) or PowerPoint (ppt, pptx) file",
  // Above a busy day's batch of registrations, far below what would fill the spool or the bucket.
  callerLimit: { action: "deal-proposal", rule: { limit: 60, windowMs: 60 * 60 * 1000 } },
};
