import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { orpc } from "#web/lib/transport/rpc";

/**
 * The active partners a customer can be tied to, by company name: the first 50, or those whose company or
 * contact name contains the search; asked for only once the chooser opens. The shown options stay while the
 * next search loads.
 */
export function useActivePartners(search: string, { enabled }: { enabled: boolean }) {
  return useQuery({
    ...orpc.partners.listActive.queryOptions({
      input: search ? { search } : {},
      placeholderData: keepPreviousData,
      meta: { failureTitle: "Error Loading Partners", failureDescription: "Could not load partner list." },
    }),
    enabled,
  });
}
