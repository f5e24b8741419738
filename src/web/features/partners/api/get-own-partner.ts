import { useQuery } from "@tanstack/react-query";
import { orpc } from "#web/lib/transport/rpc";

/** The signed-in contact's own partner; a refusal (no active partner for this user) will not change on a retry. */
export const ownPartnerQueryOptions = () => orpc.partners.mine.queryOptions({ retry: false });

export function useOwnPartner({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...ownPartnerQueryOptions(), enabled });
}
