/** How many recent searches the palette offers. */
export const RECENT_SEARCHES_KEPT = 5;

const keyOf = (personId: string) => `portal:recent-searches:${personId}`;

/** The person's recent searches in this browser, newest first; none where storage is unavailable or spoilt. */
export function readRecentSearches(personId: string): string[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(keyOf(personId)) ?? "[]");
    return Array.isArray(stored) ? stored.filter((item): item is string => typeof item === "string") : [];
  } catch {
    return [];
  }
}

/** Puts a search first among the person's recent ones, once, keeping the newest few. */
export function rememberSearch(personId: string, search: string): string[] {
  const trimmed = search.trim();
  if (!trimmed) return readRecentSearches(personId);
  const next = [trimmed, ...readRecentSearches(personId).filter((item) => item !== trimmed)].slice(
    0,
    RECENT_SEARCHES_KEPT,
  );
  try {
    localStorage.setItem(keyOf(personId), JSON.stringify(next));
  } catch {
    // Storage full or refused (private windows): the search still works, it is just not remembered.
  }
  return next;
}
