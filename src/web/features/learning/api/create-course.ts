import type { CourseForm } from "#shared/contracts/learning";
import type { MutationConfig } from "#web/lib/queries/react-query";
import { useInvalidatingMutation } from "#web/lib/queries/use-invalidating-mutation";
import { client, orpc } from "#web/lib/transport/rpc";

export const createCourse = (course: CourseForm) => client.learning.createCourse(course);

/** Creates a course with its lessons and quiz; every learning list may show it, so all of them are refetched. */
export function useCreateCourse({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof createCourse>;
} = {}) {
  return useInvalidatingMutation(createCourse, () => [orpc.learning.key()], mutationConfig);
}
