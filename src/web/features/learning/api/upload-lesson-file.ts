import type { MutationConfig } from "#web/lib/queries/react-query";
import { useInvalidatingMutation } from "#web/lib/queries/use-invalidating-mutation";
import { client, orpc } from "#web/lib/transport/rpc";

export interface LessonFileUpload {
  courseId: string;
  lessonId: string;
  file: File;
}

export const uploadLessonFile = ({ courseId, lessonId, file }: LessonFileUpload) =>
  client.learning.uploadLessonFile({ courseId, lessonId, file });

/** Attaches a video or PDF to a saved lesson, replacing any it had; the course is read again to show it. */
export function useUploadLessonFile({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof uploadLessonFile>;
} = {}) {
  return useInvalidatingMutation(uploadLessonFile, () => [orpc.learning.key()], mutationConfig);
}
