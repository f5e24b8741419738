import { useCallback, useState } from "react";

/**
 * The page of a server-paginated list whose filters are `filters`: a new search or filter starts at page 1,
 * without an effect that would first fetch the old page number under the new filters.
 */
export function usePageOf(filters: readonly unknown[]): [number, (page: number) => void] {
  const key = JSON.stringify(filters);
  const [paging, setPaging] = useState({ key, page: 1 });
  const setPage = useCallback((page: number) => setPaging({ key, page }), [key]);
  return [paging.key === key ? paging.page : 1, setPage];
}
