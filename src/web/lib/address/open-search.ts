/** The event the search palette listens for: any screen may open it without depending on it. */
export const OPEN_SEARCH_EVENT = "portal:open-search";

/** Opens the search palette, with what was already typed into a search box. */
export function openSearch(query = ""): void {
  window.dispatchEvent(new CustomEvent<string>(OPEN_SEARCH_EVENT, { detail: query }));
}

/** Ctrl+K, or Cmd+K on a Mac: the shortcut that opens the search from any screen. */
export const isSearchShortcut = (event: KeyboardEvent) =>
  (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === "k";
