import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { ListUsersInput } from "#shared/contracts/users";
import { orpc } from "#web/lib/transport/rpc";

/** One page of users, A to Z, searched and filtered by role on the server; the page on screen stays while the next loads. */
export const usersQueryOptions = (input: ListUsersInput) =>
  orpc.users.list.queryOptions({ input, placeholderData: keepPreviousData });

export function useUsers(input: ListUsersInput) {
  return useQuery(usersQueryOptions(input));
}
