import { useAuthorization } from "#web/app/auth/authorization-context";

/**
 * Whether the partner choosers show: the server lists active partners to holders of manage_partners or
 * manage_customers (docs/product/customer-success.md#customers); anyone else sees a customer's partner by name.
 */
export function usePartnerChoice(): boolean {
  const { hasPermission } = useAuthorization();
  return hasPermission("manage_partners") || hasPermission("manage_customers");
}
