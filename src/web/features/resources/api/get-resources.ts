import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { ListResourcesInput } from "#shared/contracts/resources";
import { orpc } from "#web/lib/transport/rpc";

export type ResourcesQuery = ListResourcesInput;

/**
 * One page of the resource library, newest first: public resources for partners, drafts too for administrators
 * (the server decides). The page on screen stays while the next one loads.
 */
export const resourcesQueryOptions = (input: ResourcesQuery) =>
  orpc.resources.list.queryOptions({
    input,
    placeholderData: keepPreviousData,
    meta: {
      failureTitle: "Error Loading Resources",
      failureDescription: "Could not load resources. Please try again.",
    },
  });

export function useResources(input: ResourcesQuery) {
  return useQuery(resourcesQueryOptions(input));
}
