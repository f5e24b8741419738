import { useQuery } from "@tanstack/react-query";
import { orpc } from "#web/lib/transport/rpc";

/** The caller's completed courses and their certificates (docs/product/learning.md#certifications). */
export const certificationsQueryOptions = () => orpc.learning.certifications.queryOptions();

/**
 * The certifications for a screen that lists them: a failed load is toasted with the server's reason. The
 * partner's stat cards read the same query without showing it, so the toast is asked for here.
 */
export function useCertifications() {
  return useQuery({
    ...certificationsQueryOptions(),
    meta: { failureTitle: "Error Loading Certifications", failureReason: true },
  });
}
