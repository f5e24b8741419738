import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { ListPartnersInput } from "#shared/contracts/partners";
import { orpc } from "#web/lib/transport/rpc";

export type PartnersQuery = ListPartnersInput;

/** One page of partners, newest first, searched and filtered on the server; the page on screen stays while the next loads. */
export const partnersQueryOptions = (input: PartnersQuery) =>
  orpc.partners.list.queryOptions({
    input,
    placeholderData: keepPreviousData,
    meta: {
      failureTitle: "Error Loading Partners",
      failureDescription: "Could not load partner list.",
      // Each partner's onboarding progress moves with its journey.
      alsoReads: [orpc.journey.key()],
    },
  });

export function usePartners(input: PartnersQuery) {
  return useQuery(partnersQueryOptions(input));
}
