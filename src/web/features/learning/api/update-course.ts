import type { CourseForm } from "#shared/contracts/learning";
import type { MutationConfig } from "#web/lib/queries/react-query";
import { useInvalidatingMutation } from "#web/lib/queries/use-invalidating-mutation";
import { client, orpc } from "#web/lib/transport/rpc";

export const updateCourse = ({ id, course }: { id: string; course: CourseForm }) =>
  client.learning.updateCourse({ id, course });

/**
 * Replaces a course's fields, lessons and quiz; lessons, questions and answers sent with their ids are kept
 * (docs/product/learning.md#courses). Learners' views of it change too, so every learning query is refetched.
 */
export function useUpdateCourse({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof updateCourse>;
} = {}) {
  return useInvalidatingMutation(updateCourse, () => [orpc.learning.key()], mutationConfig);
}
