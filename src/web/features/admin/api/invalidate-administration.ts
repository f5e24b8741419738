import type { QueryClient } from "@tanstack/react-query";
import { orpc } from "../../../lib/rpc";

/**
 * Refetches what an administrative change can alter: the user lists and choosers, the departments (managers,
 * member counts) and the audit log, which records every change.
 */
export function invalidateAdministration(queryClient: QueryClient) {
  return Promise.all(
    [orpc.users.key(), orpc.departments.key(), orpc.auditLog.key()].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}
