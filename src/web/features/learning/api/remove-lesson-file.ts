import type { MutationConfig } from "#web/lib/queries/react-query";
import { useInvalidatingMutation } from "#web/lib/queries/use-invalidating-mutation";
import { client, orpc } from "#web/lib/transport/rpc";

export const removeLessonFile = ({ courseId, lessonId }: { courseId: string; lessonId: string }) =>
  client.learning.removeLessonFile({ courseId, lessonId });

/** Takes a lesson's file away; the course is read again either way (someone may have removed it first). */
export function useRemoveLessonFile({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof removeLessonFile>;
} = {}) {
  return useInvalidatingMutation(removeLessonFile, () => [orpc.learning.key()], mutationConfig);
}
