import type { MutationConfig } from "#web/lib/queries/react-query";
import { useInvalidatingMutation } from "#web/lib/queries/use-invalidating-mutation";
import { client, orpc } from "#web/lib/transport/rpc";

/** Enrolls the caller; enrolling again answers the enrollment there is. */
export const enroll = ({ courseId }: { courseId: string }) => client.learning.enroll({ id: courseId });

/**
 * Everything learning shows is refetched: the catalog's Continue, the course's progress, My Learning, the
 * figures and, for authors, a course's enrollment count.
 */
export function useEnroll({ mutationConfig }: { mutationConfig?: MutationConfig<typeof enroll> } = {}) {
  return useInvalidatingMutation(enroll, () => [orpc.learning.key()], mutationConfig);
}
