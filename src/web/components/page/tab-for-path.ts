/** A tab as far as addresses go: its value and, if it has one, the path that opens it. */
export interface TabAddress {
  value: string;
  path?: string;
}

const segmentsOf = (path: string) => path.split("/").filter(Boolean);

/** Whether the address is the tab's path or one below it (a detail shown over the tab), extra slashes aside. */
function opens(address: readonly string[], tabPath: readonly string[]): boolean {
  return tabPath.length <= address.length && tabPath.every((segment, index) => address[index] === segment);
}

/**
 * The tab an address opens, so deep links and the sidebar's links land on their tab: the tab whose path it is,
 * or whose path it lies below (the longest such path wins), otherwise the fallback, by default the first tab.
 */
export function tabForPath(
  pathname: string,
  tabs: readonly TabAddress[],
  fallback = tabs[0]?.value,
): string | undefined {
  const address = segmentsOf(pathname);
  let best: { value: string; depth: number } | undefined;
  for (const tab of tabs) {
    if (tab.path === undefined) continue;
    const tabPath = segmentsOf(tab.path);
    if (opens(address, tabPath) && (best === undefined || tabPath.length > best.depth)) {
      best = { value: tab.value, depth: tabPath.length };
    }
  }
  return best?.value ?? fallback;
}
