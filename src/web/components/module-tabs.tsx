import type { ReactNode } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { type TabAddress, tabForPath } from "./tab-for-path";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "./ui/tabs";

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
  /** One row that scrolls sideways on phones instead of wrapping, for lists too long for a phone. */
  scroll?: boolean;
}

/**
 * A module screen's tabs. The address is the open tab (see tabForPath): each trigger is a link to its tab's
 * address, and a click, or an arrow key moving the focus, goes there.
 */
export function ModuleTabs({ tabs, label, defaultTab, scroll = false }: ModuleTabsProps) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const choose = (value: string) => {
    const tab = tabs.find((candidate) => candidate.value === value);
    if (tab) navigate(tab.path);
  };
  return (
    <Tabs value={tabForPath(pathname, tabs, defaultTab)} onValueChange={choose}>
      <TabsList aria-label={label} scroll={scroll}>
        {tabs.map((tab) => (
          <TabsTrigger key={tab.value} value={tab.value} asChild>
            <Link to={tab.path}>{tab.label}</Link>
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
