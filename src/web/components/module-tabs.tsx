import type { ReactNode } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { type TabAddress, tabForPath } from "./tab-for-path";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "./ui/tabs";

/** One tab of a module screen: its trigger's label, the address that opens it if it has one, and its panel. */
export interface ModuleTab extends TabAddress {
  label: string;
  content: ReactNode;
}

/** A tab whose trigger is a link to its own address. */
export interface LinkedModuleTab extends ModuleTab {
  path: string;
}

/** The tabs themselves: either all keep the address, or all link to their own. */
export type ModuleTabList =
  | {
      tabs: readonly ModuleTab[];
      /** Choosing a tab leaves the address as it is. */
      linkTabs?: false;
    }
  | {
      tabs: readonly LinkedModuleTab[];
      /** Each trigger links to its tab's address, and choosing a tab goes there. */
      linkTabs: true;
    };

export type ModuleTabsProps = ModuleTabList & {
  /** The tab list's accessible name. */
  label?: string;
  /** The tab an address that names no tab opens; the first tab if unset. */
  defaultTab?: string;
  /** One row that scrolls sideways on phones instead of wrapping, for lists too long for a phone. */
  scroll?: boolean;
};

/** A module screen's tabs; the address opens its tab (see tabForPath). */
export function ModuleTabs({ label, defaultTab, scroll = false, ...props }: ModuleTabsProps) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const opened = tabForPath(pathname, props.tabs, defaultTab);
  const panels = props.tabs.map((tab) => (
    <TabsContent key={tab.value} value={tab.value}>
      {tab.content}
    </TabsContent>
  ));

  if (props.linkTabs) {
    const { tabs } = props;
    // The address is the open tab: a click, or an arrow key moving the focus, goes to the chosen tab's address.
    const choose = (value: string) => {
      const tab = tabs.find((candidate) => candidate.value === value);
      if (tab) navigate(tab.path);
    };
    return (
      <Tabs value={opened} onValueChange={choose}>
        <TabsList aria-label={label} scroll={scroll}>
          {tabs.map((tab) => (
            <TabsTrigger key={tab.value} value={tab.value} asChild>
              <Link to={tab.path}>{tab.label}</Link>
            </TabsTrigger>
          ))}
        </TabsList>
        {panels}
      </Tabs>
    );
  }

  return (
    // Where tabs have addresses, keyed by path so that a link to another tab's address (the sidebar's) opens
    // that tab on the screen already shown.
    <Tabs key={props.tabs.some((tab) => tab.path !== undefined) ? pathname : undefined} defaultValue={opened}>
      <TabsList aria-label={label} scroll={scroll}>
        {props.tabs.map((tab) => (
          <TabsTrigger key={tab.value} value={tab.value}>
            {tab.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {panels}
    </Tabs>
  );
}
