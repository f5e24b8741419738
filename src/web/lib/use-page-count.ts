import { useEffect } from "react";

/**
 * The total and page count (at least one) of a server-paginated list, `total` undefined until its first page has
 * loaded. When the list shrinks under the page shown (a delete, a review or a status change empties the last
 * page), it steps back to the new last page.
 */
export function usePageCount(
  total: number | undefined,
  pageSize: number,
  page: number,
  setPage: (page: number) => void,
): { total: number; pageCount: number } {
  const loaded = total !== undefined;
  const pageCount = Math.max(1, Math.ceil((total ?? 0) / pageSize));
  useEffect(() => {
    if (loaded && page > pageCount) setPage(pageCount);
  }, [loaded, page, pageCount, setPage]);
  return { total: total ?? 0, pageCount };
}
