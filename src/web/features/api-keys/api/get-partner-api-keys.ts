import { useQuery } from "@tanstack/react-query";
import { orpc } from "#web/lib/transport/rpc";

/** The signed-in partner's API keys, newest first. */
export const partnerApiKeysQueryOptions = () => orpc.apiKeys.listPartner.queryOptions();

export function usePartnerApiKeys() {
  return useQuery(partnerApiKeysQueryOptions());
}
