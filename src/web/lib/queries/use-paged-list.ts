import { useCallback, useEffect } from "react";
import { useSearchParams } from "react-router";
import { pageParamOf, sizeParamOf, useAddressWriter } from "../address/use-address-state";

/** What every server-paginated list query asks for besides its filters. */
export interface PageInput {
  page: number;
  pageSize: number;
}

/** The part of a list query's state this hook reads: how many items match the filters, once loaded. */
interface PagedQuery {
  data: { total: number } | undefined;
  /** The data is an earlier page's, kept on screen while this one loads (keepPreviousData). */
  isPlaceholderData?: boolean;
}

/** The page sizes a list offers when it names none: rows of a list, by 25. */
export const LIST_PAGE_SIZES = [25, 50, 100] as const;

export interface PagingOptions {
  /** The sizes the reader may choose from; the first is the default. */
  pageSizes?: readonly number[];
  /** Put before the list's parameter names when two paged lists share a screen. */
  prefix?: string;
}

/** Where the reader is in a server-paginated list: what the pagination bar shows and changes. */
export interface Paging {
  page: number;
  setPage(page: number): void;
  pageSize: number;
  pageSizes: readonly number[];
  setPageSize(pageSize: number): void;
  /** How many items match (0 until the first page has loaded). */
  total: number;
  /** At least one. */
  pageCount: number;
}

/** A server-paginated list: its query and where the reader is in it. */
export interface PagedList<Query> extends Paging {
  list: Query;
}

/** A whole number from the address, at least 1, or undefined for anything else. */
function countOf(raw: string | null): number | undefined {
  if (raw === null || !/^\d+$/.test(raw)) return undefined;
  const count = Number(raw);
  return count >= 1 ? count : undefined;
}

/**
 * The one way a screen pages a server list: `useList` (a feature's list query hook) is asked for `filters` at
 * the page and page size in the address (`?page=3&size=50`, defaults left out, anything unreadable read as the
 * default; docs/product/shell-and-navigation.md#lists-and-the-address). A new search or filter starts at page 1
 * because its write drops the page (`useAddressState`); when the list shrinks under the page shown (a delete, a
 * review or a status change empties the last page), it steps back to the new last page.
 */
export function usePagedList<Filters extends object, Query extends PagedQuery, Options extends unknown[]>(
  useList: (input: Filters & PageInput, ...options: Options) => Query,
  filters: Filters,
  { pageSizes = LIST_PAGE_SIZES, prefix = "" }: PagingOptions = {},
  ...options: Options
): PagedList<Query> {
  const [searchParams] = useSearchParams();
  const write = useAddressWriter(prefix);
  const pageName = pageParamOf(prefix);
  const sizeName = sizeParamOf(prefix);
  const defaultSize = pageSizes[0] ?? LIST_PAGE_SIZES[0];
  const askedSize = countOf(searchParams.get(sizeName));
  const pageSize = askedSize !== undefined && pageSizes.includes(askedSize) ? askedSize : defaultSize;
  const page = countOf(searchParams.get(pageName)) ?? 1;

  const setPage = useCallback(
    (next: number, replace = false) => write({ [pageName]: next > 1 ? String(next) : null }, { replace }),
    [pageName, write],
  );
  // The first item shown stays on the page shown after the size changes.
  const setPageSize = (next: number) => {
    const pageOfFirst = Math.floor(((page - 1) * pageSize) / next) + 1;
    write({
      [sizeName]: next === defaultSize ? null : String(next),
      [pageName]: pageOfFirst > 1 ? String(pageOfFirst) : null,
    });
  };

  const list = useList({ ...filters, page, pageSize }, ...options);
  const loadedTotal = list.data?.total;
  const pageCount = Math.max(1, Math.ceil((loadedTotal ?? 0) / pageSize));
  // Only this page's own answer may move the reader back: an earlier page's count can be capped short of a page
  // the reader jumped to ("1,050+" while page 47 loads).
  const loaded = loadedTotal !== undefined && !list.isPlaceholderData;
  useEffect(() => {
    if (loaded && page > pageCount) setPage(pageCount, true);
  }, [loaded, page, pageCount, setPage]);

  return {
    list,
    page,
    setPage: (next) => setPage(next),
    pageSize,
    pageSizes,
    setPageSize,
    total: loadedTotal ?? 0,
    pageCount,
  };
}
