import { useQuery } from "@tanstack/react-query";
import { orpc } from "#web/lib/transport/rpc";

/** The health weights, the SLA targets per priority and the business calendar, as saved. */
export const customerSuccessSettingsQueryOptions = () => orpc.customerHealth.settings.queryOptions();

export function useCustomerSuccessSettings() {
  return useQuery(customerSuccessSettingsQueryOptions());
}
