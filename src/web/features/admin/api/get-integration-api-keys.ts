import { useQuery } from "@tanstack/react-query";
import { orpc } from "#web/lib/transport/rpc";

/** The integration keys the signed-in staff member manages (admins: every one), newest first. */
export const integrationApiKeysQueryOptions = () => orpc.apiKeys.listIntegrations.queryOptions();

export function useIntegrationApiKeys() {
  return useQuery(integrationApiKeysQueryOptions());
}
