/** A tab as far as addresses go: its value and, if it has one, the path that opens it. */
export interface TabAddress {
  value: string;
  path?: string;
}

const segmentsOf = (path: string) => path.split("/").filter(Boolean).join("/");

/**
 * The tab an address opens, so deep links and the sidebar's links land on their tab: the tab whose path it is
 * (extra slashes aside), otherwise the fallback, by default the first tab.
 */
export function tabForPath(
  pathname: string,
  tabs: readonly TabAddress[],
  fallback = tabs[0]?.value,
): string | undefined {
  const segments = segmentsOf(pathname);
  return tabs.find((tab) => tab.path !== undefined && segmentsOf(tab.path) === segments)?.value ?? fallback;
}
