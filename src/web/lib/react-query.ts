import type { DefaultOptions, UseMutationOptions } from "@tanstack/react-query";

/** Every query's defaults: an answer stays fresh for 30 s and a failed call is tried once more. */
export const queryConfig = {
  queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
} satisfies DefaultOptions;

/**
 * What a screen adds to a mutation hook of a feature's api/ folder (its toasts, mostly); the hook keeps the
 * call and the cache invalidation the call needs.
 */
export type MutationConfig<Call extends (variables: never) => Promise<unknown>> = Omit<
  UseMutationOptions<Awaited<ReturnType<Call>>, Error, Parameters<Call>[0]>,
  "mutationFn"
>;
