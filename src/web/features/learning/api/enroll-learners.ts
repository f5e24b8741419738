import type { MutationConfig } from "#web/lib/react-query";
import { client, orpc } from "#web/lib/rpc";
import { useInvalidatingMutation } from "#web/lib/use-invalidating-mutation";

export const enrollLearners = ({ courseId, userIds }: { courseId: string; userIds: string[] }) =>
  client.learning.enrollLearners({ courseId, userIds });

/**
 * Enrolls the chosen people in a course (docs/product/learning.md#enrolling-others). The course's enrollments,
 * the enrollment counts and the learners' own lists change, so every learning query is refetched.
 */
export function useEnrollLearners({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof enrollLearners>;
} = {}) {
  return useInvalidatingMutation(enrollLearners, () => [orpc.learning.key()], mutationConfig);
}
