import { useLocation } from "react-router";
import { type TabAddress, tabForPath } from "./tab-for-path";

/**
 * The label of the tab the address opens, for the document title to name it ("Tab · Screen · Site",
 * docs/product/shell-and-navigation.md#page-titles); undefined while the screen shows no tabs.
 */
export function useOpenTabLabel(
  tabs: readonly (TabAddress & { label: string })[],
  defaultTab?: string,
): string | undefined {
  const { pathname } = useLocation();
  const open = tabForPath(pathname, tabs, defaultTab);
  return tabs.find((tab) => tab.value === open)?.label;
}
