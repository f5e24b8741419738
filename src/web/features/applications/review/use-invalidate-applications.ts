import { useQueryClient } from "@tanstack/react-query";
import { orpc } from "../../../lib/rpc";

/** Refetches every application query (lists and details) after a change on the server. */
export function useInvalidateApplications(): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: orpc.applications.key() });
}
