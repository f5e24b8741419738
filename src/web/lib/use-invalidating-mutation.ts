import { type QueryKey, type UseMutationOptions, useMutation, useQueryClient } from "@tanstack/react-query";

/**
 * The one way a feature's api/ hook makes a call that changes data: `mutationFn` is the call, `invalidates`
 * names the queries it can change, and those are refetched once it settles, refused or not (a refusal usually
 * means someone else changed the same thing first). A call that never rejects returns no keys for an outcome
 * that changed nothing. The screen's `mutationConfig` (its toasts, mostly) runs after the refetch is asked.
 */
export function useInvalidatingMutation<Variables, Result>(
  mutationFn: (variables: Variables) => Promise<Result>,
  invalidates: (variables: Variables, result: Result | undefined) => readonly QueryKey[],
  mutationConfig?: Omit<UseMutationOptions<Result, Error, Variables>, "mutationFn">,
) {
  const queryClient = useQueryClient();
  const { onSettled, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn,
    onSettled: async (...args) => {
      const [result, , variables] = args;
      await Promise.all(
        invalidates(variables, result).map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
      await onSettled?.(...args);
    },
  });
}
