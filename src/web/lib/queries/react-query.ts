import {
  type DefaultOptions,
  type Query,
  QueryCache,
  type QueryKey,
  type QueryMeta,
  type UseMutationOptions,
} from "@tanstack/react-query";
import { toast } from "../toasts/toast";

/**
 * What a feature's query options (its api/ folder) may tell the query cache. A list whose failed load is toasted
 * names the toast here (docs/product/errors-and-messages.md#failure-toasts); the screen keeps its message in
 * place of the list.
 */
export type PortalQueryMeta = {
  /** The toast's title, named for the list: `Error Loading Deals`. No toast without it. */
  failureTitle?: string;
  /** The toast's text: `Could not load deals. Please try again.` */
  failureDescription?: string;
  /** The text is the failure's words (`failureText`): the server's reason, else failureDescription or its default. */
  failureReason?: boolean;
  /**
   * Other features' keys whose data this query also counts (the partner's figures count completed courses): a
   * change that refetches them refetches this one too (use-invalidating-mutation.ts).
   */
  alsoReads?: readonly QueryKey[];
};

declare module "@tanstack/react-query" {
  interface Register {
    queryMeta: PortalQueryMeta;
  }
}

/** Every query's defaults: an answer stays fresh for 30 s and a failed call is tried once more. */
export const queryConfig = {
  queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
} satisfies DefaultOptions;

/**
 * The meta of the query's watchers that show the failure. A query holds the options its last watcher rendered
 * with, and one key may be watched by a list and by something that only counts it (the partner's stat cards
 * read the certifications), so the watchers are asked, not the query.
 */
function failureMetaOf(query: Query<unknown, unknown, unknown>): QueryMeta | undefined {
  return query.observers.find((observer) => observer.options.meta?.failureTitle)?.options.meta;
}

/**
 * Toasts a list's failed load. Called once per failed fetch, after its retries, however many screens watch the
 * list; the toast's id is its title, so a failure repeated while the toast is up (Try Again, the next page)
 * replaces it instead of adding another.
 */
export function toastLoadFailure(error: unknown, query: Query<unknown, unknown, unknown>): void {
  const meta = failureMetaOf(query);
  const title = meta?.failureTitle;
  if (!title) return;
  const raise = (description: string | undefined) =>
    toast.error(title, { id: title, ...(description ? { description } : {}) });
  // This module is in the entry every public page loads; the words of a failure load with the first one.
  if (meta.failureReason)
    void import("../transport/failure-text").then(({ failureText }) =>
      raise(failureText(error, meta.failureDescription)),
    );
  else raise(meta.failureDescription);
}

/**
 * The query cache of every query client: it toasts a list's failed load as its query's meta says, after
 * `onError` (what else the client does with any failure).
 */
export function createQueryCache(onError?: (error: unknown) => void): QueryCache {
  return new QueryCache({
    onError: (error, query) => {
      onError?.(error);
      toastLoadFailure(error, query);
    },
  });
}

/**
 * What a screen adds to a mutation hook of a feature's api/ folder (its toasts, mostly); the hook keeps the
 * call and the cache invalidation the call needs.
 */
export type MutationConfig<Call extends (variables: never) => Promise<unknown>> = Omit<
  UseMutationOptions<Awaited<ReturnType<Call>>, Error, Parameters<Call>[0]>,
  "mutationFn"
>;
