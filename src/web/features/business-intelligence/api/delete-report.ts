import { useInvalidatingMutation } from "#web/lib/queries/use-invalidating-mutation";
import { client, orpc } from "#web/lib/transport/rpc";

export const deleteReport = (id: string) => client.reports.delete({ id });

/** Deletes a report; the library no longer lists it. */
export function useDeleteReport() {
  return useInvalidatingMutation(deleteReport, () => [orpc.reports.list.key()]);
}
