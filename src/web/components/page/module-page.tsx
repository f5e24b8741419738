import type { ReactNode } from "react";
import { PageHeader } from "../../layout/page-header";
import { type Stat, StatCard, StatGrid } from "../lists/stat-grid";
import { type ModuleTab, ModuleTabs } from "./module-tabs";

export interface ModulePageProps {
  title: string;
  description: ReactNode;
  /** On the right of the header, e.g. a create button. */
  actions?: ReactNode;
  /** The module's headline figures, below the header. */
  stats?: readonly Stat[];
  /** Between the header (or the figures) and the tabs, e.g. a partner's tier card. */
  aboveTabs?: ReactNode;
  /** The tab list's accessible name. */
  tabsLabel?: string;
  /** The tab an address that names no tab opens; the first tab if unset. */
  defaultTab?: string;
  /** One row of tabs that scrolls sideways on phones instead of wrapping. */
  scrollTabs?: boolean;
  /** Each at its own address. */
  tabs: readonly ModuleTab[];
}

/** A staff module's screen: its header, its figures, then tabs that each address opens on its own tab. */
export function ModulePage({
  title,
  description,
  actions,
  stats,
  aboveTabs,
  tabsLabel,
  defaultTab,
  scrollTabs,
  tabs,
}: ModulePageProps) {
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={title} description={description} action={actions} />
      {stats ? (
        <StatGrid>
          {stats.map((stat) => (
            <StatCard key={stat.label} {...stat} />
          ))}
        </StatGrid>
      ) : null}
      {aboveTabs}
      <ModuleTabs tabs={tabs} label={tabsLabel} defaultTab={defaultTab} scroll={scrollTabs} />
    </div>
  );
}
