import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { orpc } from "#web/lib/transport/rpc";

/**
 * The active partners an administrator can register a deal for, by company name: the first 50, or those whose
 * company or contact name contains the search. The shown options stay while the next search loads.
 */
export const activePartnersQueryOptions = (search: string) =>
  orpc.partners.listActive.queryOptions({
    input: search ? { search } : {},
    placeholderData: keepPreviousData,
    meta: { failureTitle: "Error Loading Partners", failureDescription: "Could not load partner list." },
  });

export function useActivePartners(search: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...activePartnersQueryOptions(search), enabled });
}
