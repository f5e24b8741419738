import { type DataTag, type QueryKey, type UseMutationOptions, useQueryClient } from "@tanstack/react-query";
import { useInvalidatingMutation } from "./use-invalidating-mutation";

/**
 * useInvalidatingMutation for a call that answers with what it saved: the answer replaces the cached query
 * `writes` at once, so every screen showing it shows the saved value without asking the server again, and only
 * the queries `invalidates` names (none unless given) are refetched.
 */
export function useWriteThroughMutation<Variables, Result>(
  mutationFn: (variables: Variables) => Promise<Result>,
  {
    writes,
    invalidates = () => [],
  }: {
    writes: DataTag<QueryKey, Result, unknown>;
    invalidates?: (variables: Variables, result: Result | undefined) => readonly QueryKey[];
  },
  mutationConfig?: Omit<UseMutationOptions<Result, Error, Variables>, "mutationFn">,
) {
  const queryClient = useQueryClient();
  return useInvalidatingMutation(mutationFn, invalidates, {
    ...mutationConfig,
    onSuccess: (saved, ...rest) => {
      queryClient.setQueryData(writes, saved);
      return mutationConfig?.onSuccess?.(saved, ...rest);
    },
  });
}
