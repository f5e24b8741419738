import type { DataTag, QueryKey } from "@tanstack/react-query";

/**
 * The typed client's key of a call made one person's: the signed-in person's id follows it, so after a sign-out
 * and another person's sign-in in the same tab nobody is shown the previous person's answer. The client's own
 * shorter keys still reach it (`orpc.me.key()` refetches everyone's). A query key keeps the type of the data it
 * holds; a key to refetch by (`.key()`) stays a plain one.
 */
export function personKey<Data, Failure>(
  key: DataTag<QueryKey, Data, Failure>,
  userId: string | undefined,
): DataTag<QueryKey, Data, Failure>;
export function personKey(key: QueryKey, userId: string | undefined): QueryKey;
export function personKey(key: QueryKey, userId: string | undefined): QueryKey {
  return [...key, userId];
}
