import { useQuery } from "@tanstack/react-query";
import { orpc } from "#web/lib/transport/rpc";

/** For staff: a deal beside the other partners' open deals for its customer; nothing is fetched without an id. */
export function useDealConflicts(id: string | null) {
  return useQuery({
    ...orpc.deals.conflicts.queryOptions({ input: { id: id ?? "" } }),
    enabled: id !== null,
  });
}
