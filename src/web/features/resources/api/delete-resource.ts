import type { MutationConfig } from "#web/lib/react-query";
import { client, orpc } from "#web/lib/rpc";
import { useInvalidatingMutation } from "#web/lib/use-invalidating-mutation";

export const deleteResource = ({ id }: { id: string }) => client.resources.delete({ id });

/**
 * Removes a resource and its file. The library is refetched either way: a refusal usually means someone else
 * removed it first.
 */
export function useDeleteResource({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof deleteResource>;
} = {}) {
  return useInvalidatingMutation(deleteResource, () => [orpc.resources.key()], mutationConfig);
}
