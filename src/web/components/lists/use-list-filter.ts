import { useAddressSearch } from "../../lib/address/use-address-search";
import { textParam, useAddressState } from "../../lib/address/use-address-state";
import { filterList, type ListSearch } from "./list-filter";

/** A list filtered as the user types, and by category where the list offers a choice of one. */
export interface ListFilter<T> {
  query: string;
  setQuery(query: string): void;
  /** Undefined: every category. */
  category: string | undefined;
  setCategory(category: string | undefined): void;
  /** The items that match, in the list's order. */
  shown: T[];
  /** How many items there are before filtering. */
  total: number;
}

const FILTER_PARAMS = { category: textParam };

/**
 * The search and the category are kept in the address (docs/product/shell-and-navigation.md#lists-and-the-address):
 * the list follows every keystroke, the address the search once typing pauses.
 */
export function useListFilter<T>(items: readonly T[], search: ListSearch<T>): ListFilter<T> {
  const { text: query, setText: setQuery } = useAddressSearch();
  const [filters, setFilters] = useAddressState(FILTER_PARAMS);
  const category = filters.category || undefined;
  return {
    query,
    setQuery,
    category,
    setCategory: (next) => setFilters({ category: next ?? "" }),
    shown: filterList(items, search, query, category),
    total: items.length,
  };
}
