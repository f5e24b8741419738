import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { PageInput } from "#web/lib/queries/use-paged-list";
import { orpc } from "#web/lib/transport/rpc";

/** One page of the signed-in partner admin's team, in the order its members joined. */
export function useTeam(input: PageInput) {
  return useQuery({
    ...orpc.team.mine.queryOptions({ input, placeholderData: keepPreviousData }),
    meta: {
      failureTitle: "Error Loading Team",
      failureDescription: "Could not load your team. Please try again.",
    },
  });
}
