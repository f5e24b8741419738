import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { orpc } from "#web/lib/transport/rpc";

/** Staff whose name or e-mail contains the search, A to Z, for choosing who receives a scheduled report. */
export const recipientPeopleQueryOptions = (search: string) =>
  orpc.reports.recipientOptions.queryOptions({
    input: { search: search || undefined, limit: 20 },
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });

export function useRecipientPeople({ enabled, search }: { enabled: boolean; search: string }) {
  return useQuery({ ...recipientPeopleQueryOptions(search), enabled });
}
