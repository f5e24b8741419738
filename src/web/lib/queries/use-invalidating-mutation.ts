import {
  partialMatchKey,
  type QueryClient,
  type QueryKey,
  type UseMutationOptions,
  useMutation,
  useQueryClient,
} from "@tanstack/react-query";
import { useRef } from "react";
import { toast } from "sonner";

/**
 * The one way a feature's api/ hook makes a call that changes data: `mutationFn` is the call, `invalidates`
 * names the queries it can change, and those are refetched once it settles, refused or not (a refusal usually
 * means someone else changed the same thing first). A call that never rejects returns no keys for an outcome
 * that changed nothing. The screen's `mutationConfig` (its toasts, mostly) runs after the refetch is asked.
 * The error toasts the screen raises in `onError` are the call's own: the next success dismisses them, so a
 * retry that works leaves no failure on screen (docs/product/errors-and-messages.md#failure-toasts). A form that
 * awaits `mutateAsync` and raises its failure toast with `refuseCall` owns that toast itself (use-contract-form.ts).
 */
export function useInvalidatingMutation<Variables, Result>(
  mutationFn: (variables: Variables) => Promise<Result>,
  invalidates: (variables: Variables, result: Result | undefined) => readonly QueryKey[],
  mutationConfig?: Omit<UseMutationOptions<Result, Error, Variables>, "mutationFn">,
) {
  const queryClient = useQueryClient();
  const { onSettled, onError, onSuccess, ...config } = mutationConfig ?? {};
  const failureToasts = useRef<(string | number)[]>([]);
  return useMutation({
    ...config,
    mutationFn,
    onError: (...args) => {
      const before = new Set(toast.getHistory().map(({ id }) => id));
      const handled = onError?.(...args);
      for (const shown of toast.getHistory()) {
        if (!before.has(shown.id) && "type" in shown && shown.type === "error")
          failureToasts.current.push(shown.id);
      }
      return handled;
    },
    onSuccess: (...args) => {
      for (const id of failureToasts.current.splice(0)) toast.dismiss(id);
      return onSuccess?.(...args);
    },
    onSettled: async (...args) => {
      const [result, , variables] = args;
      const changed = invalidates(variables, result);
      await Promise.all(
        [...changed, ...readersOf(queryClient, changed)].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
      await onSettled?.(...args);
    },
  });
}

/**
 * The cached queries that say (meta `alsoReads`, lib/queries/react-query.ts) they count data another feature's keys
 * name, where a change names those keys: a figure follows the data it reads without the changing feature
 * knowing of it.
 */
function readersOf(queryClient: QueryClient, changed: readonly QueryKey[]): QueryKey[] {
  const overlaps = (read: QueryKey) =>
    changed.some((key) => partialMatchKey(read, key) || partialMatchKey(key, read));
  return queryClient
    .getQueryCache()
    .findAll({ predicate: (query) => query.meta?.alsoReads?.some(overlaps) ?? false })
    .map((query) => query.queryKey);
}
