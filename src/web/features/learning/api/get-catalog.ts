import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { ListCatalogInput } from "#shared/contracts/learning";
import { orpc } from "#web/lib/transport/rpc";

/**
 * One page of the courses open to the caller, searched by title or category on the server, each with the
 * caller's enrollment. The page on screen stays while the next one loads.
 */
export const catalogQueryOptions = (input: ListCatalogInput) =>
  orpc.learning.catalog.queryOptions({
    input,
    placeholderData: keepPreviousData,
    meta: { failureTitle: "Error Loading Courses", failureReason: true },
  });

export function useCatalog(input: ListCatalogInput) {
  return useQuery(catalogQueryOptions(input));
}
