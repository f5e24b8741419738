import { useCallback, useEffect, useState } from "react";

/** What every server-paginated list query asks for besides its filters. */
export interface PageInput {
  page: number;
  pageSize: number;
}

/** The part of a list query's state this hook reads: how many items match the filters, once loaded. */
interface PagedQuery {
  data: { total: number } | undefined;
}

/** A server-paginated list: its query, the page shown, and what the pagination bar shows. */
export interface PagedList<Query> {
  list: Query;
  page: number;
  setPage(page: number): void;
  /** How many items match (0 until the first page has loaded). */
  total: number;
  /** At least one. */
  pageCount: number;
}

/**
 * The one way a screen pages a server list: `useList` (a feature's list query hook) is asked for `filters` at
 * the page shown. A new search or filter starts at page 1, without an effect that would first fetch the old page
 * number under the new filters; when the list shrinks under the page shown (a delete, a review or a status
 * change empties the last page), it steps back to the new last page.
 */
export function usePagedList<Filters extends object, Query extends PagedQuery, Options extends unknown[]>(
  useList: (input: Filters & PageInput, ...options: Options) => Query,
  filters: Filters,
  pageSize: number,
  ...options: Options
): PagedList<Query> {
  const key = JSON.stringify(filters);
  const [paging, setPaging] = useState({ key, page: 1 });
  const page = paging.key === key ? paging.page : 1;
  const setPage = useCallback((next: number) => setPaging({ key, page: next }), [key]);

  const list = useList({ ...filters, page, pageSize }, ...options);
  const loadedTotal = list.data?.total;
  const pageCount = Math.max(1, Math.ceil((loadedTotal ?? 0) / pageSize));
  const loaded = loadedTotal !== undefined;
  useEffect(() => {
    if (loaded && page > pageCount) setPage(pageCount);
  }, [loaded, page, pageCount, setPage]);

  return { list, page, setPage, total: loadedTotal ?? 0, pageCount };
}
