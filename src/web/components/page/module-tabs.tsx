import { type MouseEvent, type ReactNode, useEffect, useRef } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../ui/tabs";
import { type TabAddress, tabForPath } from "./tab-for-path";

/** One tab of a module screen: its trigger's label, its own address and its panel. */
export interface ModuleTab extends TabAddress {
  label: string;
  path: string;
  content: ReactNode;
}

export interface ModuleTabsProps {
  tabs: readonly ModuleTab[];
  /** The tab list's accessible name. */
  label?: string;
  /** The tab an address that names no tab opens; the first tab if unset. */
  defaultTab?: string;
  /**
   * One row of one-line labels that scrolls sideways when it does not fit (the default), rather than labels
   * that wrap and may still not fit a phone.
   */
  scroll?: boolean;
}

/**
 * The tabs already went to the address when the press began (mouse down); a plain click following it must not
 * go there a second time and leave two history entries. Clicks with a modifier (new tab, new window) are the
 * link's own.
 */
function leaveToTabs(event: MouseEvent<HTMLAnchorElement>) {
  if (event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey) {
    event.preventDefault();
  }
}

/**
 * A module screen's tabs. The address is the open tab (see tabForPath): each trigger is a link to its tab's
 * address, and a click, or an arrow key moving the focus, goes there.
 */
export function ModuleTabs({ tabs, label, defaultTab, scroll = true }: ModuleTabsProps) {
  const { pathname, key } = useLocation();
  const navigate = useNavigate();
  // The router changes the address in a transition, so until it has, the tabs still show the old one and ask
  // again for the chosen tab (the press, then the focus it brings): go there once. Once the address changes
  // (there, or back by Back), a new ask is a new choice.
  const asked = useRef<{ from: string; to: string } | null>(null);
  useEffect(() => {
    if (key) asked.current = null;
  }, [key]);
  const choose = (value: string) => {
    const tab = tabs.find((candidate) => candidate.value === value);
    if (!tab || (asked.current?.from === pathname && asked.current.to === tab.path)) return;
    asked.current = { from: pathname, to: tab.path };
    navigate(tab.path);
  };
  return (
    <Tabs value={tabForPath(pathname, tabs, defaultTab)} onValueChange={choose}>
      <TabsList aria-label={label} scroll={scroll}>
        {tabs.map((tab) => (
          <TabsTrigger key={tab.value} value={tab.value} asChild>
            <Link to={tab.path} onClick={leaveToTabs}>
              {tab.label}
            </Link>
          </TabsTrigger>
        ))}
      </TabsList>
      {tabs.map((tab) => (
        <TabsContent key={tab.value} value={tab.value}>
          {tab.content}
        </TabsContent>
      ))}
    </Tabs>
  );
}
