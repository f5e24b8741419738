import { useQuery } from "@tanstack/react-query";
import { retryUnlessMissing } from "#web/lib/queries/missing-item";
import { orpc } from "#web/lib/transport/rpc";

/**
 * One partner for an administrator: terms, application, newest deals and payouts, audit history; a missing one
 * is not asked for again.
 */
export const partnerQueryOptions = (id: string) =>
  orpc.partners.get.queryOptions({
    input: { id },
    retry: retryUnlessMissing,
    // Its history records the journey's ticked steps.
    meta: { alsoReads: [orpc.journey.key()] },
  });

export function usePartner(id: string) {
  return useQuery(partnerQueryOptions(id));
}
