/** A path with its query, or the bare path when the query is empty. */
export function addressWithQuery(pathname: string, query: Record<string, string>): string {
  const search = new URLSearchParams(query).toString();
  return search ? `${pathname}?${search}` : pathname;
}
