/** The keys of T whose values are text. */
export type TextKey<T> = { [K in keyof T]-?: T[K] extends string ? K : never }[keyof T];

/** How a list is searched: which of its items' text fields a query looks in, and which one holds a category. */
export interface ListSearch<T> {
  /** An item matches a query when any of these contains it. */
  fields: readonly TextKey<T>[];
  /** An item is in a chosen category when this field equals it exactly. */
  categoryField?: TextKey<T>;
}

/**
 * The items, in their order, whose search fields contain the query (ignoring case and surrounding spaces) and
 * that are in the category if one is chosen. An empty query matches every item.
 */
export function filterList<T>(
  items: readonly T[],
  search: ListSearch<T>,
  query: string,
  category?: string,
): T[] {
  const needle = query.trim().toLowerCase();
  const { fields, categoryField } = search;
  return items.filter(
    (item) =>
      (category === undefined || categoryField === undefined || item[categoryField] === category) &&
      (!needle || fields.some((field) => String(item[field]).toLowerCase().includes(needle))),
  );
}
