import type { UploadDeclaration } from "#server/platform/uploads/upload-declaration";
import { MAX_LESSON_VIDEO_BYTES } from "#shared/contracts/learning";

// Placeholder declaration: replaced by the real one in this change.
export const LESSON_FILE: UploadDeclaration = {
  filesField: "file",
  maxFiles: 1,
  maxFileBytes: MAX_LESSON_VIDEO_BYTES,
  fileTooLargeStatus: 413,
  nameMustMatchType: true,
  accept: ["pdf", "mp4", "mov"],
  acceptedTypesText: "a PDF or a video (mp4, mov)",
  callerLimit: { action: "lesson-upload", rule: { limit: 60, windowMs: 60 * 60 * 1000 } },
};
