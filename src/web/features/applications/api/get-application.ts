import { useQuery } from "@tanstack/react-query";
import { orpc } from "#web/lib/rpc";

/** One application with every answer, its documents and the decision. */
export const applicationQueryOptions = (id: string) => orpc.applications.get.queryOptions({ input: { id } });

export function useApplication(id: string) {
  return useQuery(applicationQueryOptions(id));
}
