import type { Bucket } from "#server/platform/storage/file-storage";
import type { UploadDeclaration } from "#server/platform/uploads/upload-declaration";
import { MAX_VIDEO_RESOURCE_BYTES, maxResourceBytes } from "#shared/contracts/resources";

/** Where resource files are stored, keyed resources/{random}/{timestamp}-{name}. */
export const RESOURCES_BUCKET: Bucket = "resources";

/**
 * The one file a resource carries (the upload procedure's `meta.upload`): videos up to 500 MB, anything else up
 * to 50 MB, refused with 413 as soon as the body passes the limit; its content must be what its name says.
 */
export const RESOURCE_FILE: UploadDeclaration = {
  filesField: "file",
  maxFiles: 1,
  maxFileBytes: MAX_VIDEO_RESOURCE_BYTES,
  maxBytesFor: maxResourceBytes,
  fileTooLargeStatus: 413,
  nameMustMatchType: true,
  // Legacy .doc and .ppt are both OLE compound files (cfb).
  accept: ["pdf", "cfb", "docx", "pptx", "mp4", "mov", "avi"],
  acceptedTypesText: "a PDF, PowerPoint (ppt, pptx), Word (doc, docx) or video (mp4, mov, avi) file",
  // Enough to fill a library in an afternoon; a stolen session cannot fill the bucket with 500 MB videos.
  callerLimit: { action: "resource-upload", rule: { limit: 60, windowMs: 60 * 60 * 1000 } },
};

/** A legacy PowerPoint file is an OLE compound file like a legacy Word one: its name tells them apart. */
export function mediaTypeOf(detectedMime: string, fileName: string): string {
  return detectedMime === "application/msword" && fileName.toLowerCase().endsWith(".ppt")
    ? "application/vnd.ms-powerpoint"
    : detectedMime;
}
