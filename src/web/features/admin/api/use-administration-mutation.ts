import { type UseMutationOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { invalidateAdministration } from "./invalidate-administration";

/**
 * A change of User Management or Departments: what it can alter is refetched either way, since a refusal
 * usually means someone else changed the same thing first.
 */
export function useAdministrationMutation<Variables, Result>(
  mutationFn: (variables: Variables) => Promise<Result>,
  mutationConfig?: Omit<UseMutationOptions<Result, Error, Variables>, "mutationFn">,
) {
  const queryClient = useQueryClient();
  const { onSettled, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn,
    onSettled: async (...args) => {
      await invalidateAdministration(queryClient);
      await onSettled?.(...args);
    },
  });
}
