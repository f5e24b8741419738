import { useState } from "react";
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

export function useListFilter<T>(items: readonly T[], search: ListSearch<T>): ListFilter<T> {
  const [query, setQuery] = useState("");
  const [category, setCategory] = useState<string | undefined>();
  return {
    query,
    setQuery,
    category,
    setCategory,
    shown: filterList(items, search, query, category),
    total: items.length,
  };
}
