import { useQuery } from "@tanstack/react-query";
import { retryUnlessMissing } from "#web/lib/queries/missing-item";
import { orpc } from "#web/lib/transport/rpc";

/** One application with every answer, its documents and the decision; a missing one is not asked for again. */
export const applicationQueryOptions = (id: string) =>
  orpc.applications.get.queryOptions({ input: { id }, retry: retryUnlessMissing });

export function useApplication(id: string) {
  return useQuery(applicationQueryOptions(id));
}
