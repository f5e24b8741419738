import { useQuery } from "@tanstack/react-query";
import { orpc } from "#web/lib/rpc";

/** The caller's completed courses and their certificates (docs/product/learning.md#certifications). */
export const certificationsQueryOptions = () => orpc.learning.certifications.queryOptions();

export function useCertifications() {
  return useQuery(certificationsQueryOptions());
}
