import { useQuery } from "@tanstack/react-query";
import { orpc } from "#web/lib/transport/rpc";

/** Every department, A to Z, with its manager and member count. */
export const departmentsQueryOptions = () => orpc.departments.list.queryOptions();

export function useDepartments() {
  return useQuery(departmentsQueryOptions());
}
