import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { orpc } from "#web/lib/transport/rpc";

/** How many staff one search answers with. */
export const STAFF_OPTIONS_LIMIT = 20;

/** Staff (no partner contacts) whose name or e-mail contains the search, for a department's manager. */
export const staffOptionsQueryOptions = (search: string) =>
  orpc.users.staffOptions.queryOptions({
    input: { ...(search ? { search } : {}), limit: STAFF_OPTIONS_LIMIT },
    placeholderData: keepPreviousData,
  });

export function useStaffOptions(search: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...staffOptionsQueryOptions(search), enabled });
}
