import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { orpc } from "#web/lib/transport/rpc";

/** How many people one search answers with. */
export const ACTOR_OPTIONS_LIMIT = 20;

/** Anyone (staff or partner contact) whose name or e-mail contains the search, for the audit log's actor filter. */
export const auditActorOptionsQueryOptions = (search: string) =>
  orpc.auditLog.actorOptions.queryOptions({
    input: { ...(search ? { search } : {}), limit: ACTOR_OPTIONS_LIMIT },
    placeholderData: keepPreviousData,
  });

export function useAuditActorOptions(search: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...auditActorOptionsQueryOptions(search), enabled });
}
