import { useQuery } from "@tanstack/react-query";
import { orpc } from "#web/lib/transport/rpc";

/**
 * The staff a schedule's people are chosen from. No procedure lists every member of staff to a holder of
 * schedule_reports: this is the one every staff member may call (staff managing customers and administrators),
 * the whole list, searched on screen.
 */
export const recipientPeopleQueryOptions = () =>
  orpc.customers.people.queryOptions({ staleTime: 5 * 60_000 });

export function useRecipientPeople({ enabled }: { enabled: boolean }) {
  return useQuery({ ...recipientPeopleQueryOptions(), enabled });
}
