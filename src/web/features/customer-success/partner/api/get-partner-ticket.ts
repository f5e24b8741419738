import { useQuery } from "@tanstack/react-query";
import { retryUnlessMissing } from "#web/lib/queries/missing-item";
import { orpc } from "#web/lib/transport/rpc";

/**
 * One of the partner's tickets with its public thread; a missing one (or another partner's) is not asked for
 * again. The partner's own reply refetches it with every support query; support's replies arrive from elsewhere,
 * so each opening reads it again (showing what it had meanwhile), as a notification's link opens it.
 */
export function usePartnerTicket(id: string) {
  return useQuery(
    orpc.support.ticket.queryOptions({ input: { id }, retry: retryUnlessMissing, staleTime: 0 }),
  );
}
