import type { MutationConfig } from "#web/lib/queries/react-query";
import { useInvalidatingMutation } from "#web/lib/queries/use-invalidating-mutation";
import { client, orpc } from "#web/lib/transport/rpc";

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
