import type { Bucket } from "#server/platform/storage/file-storage";
import type { UploadDeclaration } from "#server/platform/uploads/upload-declaration";
import { MAX_LESSON_PDF_BYTES, MAX_LESSON_VIDEO_BYTES } from "#shared/contracts/learning";

/** Where lesson files are stored, keyed courses/{course id}/{random}/{timestamp}-{name}. */
export const LESSONS_BUCKET: Bucket = "lessons";

/** The largest lesson file accepted under this name: a PDF up to 50 MB, a video up to 500 MB. */
export const maxLessonFileBytes = (fileName: string): number =>
  fileName.toLowerCase().endsWith(".pdf") ? MAX_LESSON_PDF_BYTES : MAX_LESSON_VIDEO_BYTES;

/**
 * The one file a lesson carries (the upload procedure's `meta.upload`, docs/product/learning.md#courses): a PDF
 * or a video, refused with 413 as soon as the body passes its limit; its content must be what its name says.
 */
export const LESSON_FILE: UploadDeclaration = {
  filesField: "file",
  maxFiles: 1,
  maxFileBytes: MAX_LESSON_VIDEO_BYTES,
  maxBytesFor: maxLessonFileBytes,
  fileTooLargeStatus: 413,
  nameMustMatchType: true,
  accept: ["pdf", "mp4", "mov"],
  acceptedTypesText: "a PDF or a video (mp4, mov)",
  // Enough to fill a course in an afternoon; a stolen session cannot fill the bucket with 500 MB videos.
  callerLimit: { action: "lesson-upload", rule: { limit: 60, windowMs: 60 * 60 * 1000 } },
};
