import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { MutationConfig } from "../../../lib/react-query";
import { client, orpc } from "../../../lib/rpc";

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
  const queryClient = useQueryClient();
  const { onSettled, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: deleteResource,
    onSettled: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: orpc.resources.key() });
      await onSettled?.(...args);
    },
  });
}
