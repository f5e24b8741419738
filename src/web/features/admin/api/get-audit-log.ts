import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { ListAuditEntriesInput } from "#shared/contracts/audit-log";
import { orpc } from "#web/lib/transport/rpc";

/** One page of the audit trail, newest first, filtered on the server; the page on screen stays while the next loads. */
export const auditLogQueryOptions = (input: ListAuditEntriesInput) =>
  orpc.auditLog.list.queryOptions({ input, placeholderData: keepPreviousData });

export function useAuditLog(input: ListAuditEntriesInput, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...auditLogQueryOptions(input), enabled });
}
