import type { MutationConfig } from "#web/lib/queries/react-query";
import { useInvalidatingMutation } from "#web/lib/queries/use-invalidating-mutation";
import { client, orpc } from "#web/lib/transport/rpc";

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
