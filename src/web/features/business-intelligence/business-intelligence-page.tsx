import { useDocumentTitle } from "#web/app/use-document-title";
import { ModulePage } from "#web/components/page/module-page";
import { useOpenTabLabel } from "#web/components/page/use-open-tab-label";
import { useDisplayPreferences } from "#web/lib/format/display-preferences";
import { biStats } from "./business-intelligence-sample-data";
import { BUSINESS_INTELLIGENCE_TABS } from "./business-intelligence-tabs";

/** Reports, analytics and schedules; each tab has its own address (see BUSINESS_INTELLIGENCE_TABS). */
export function BusinessIntelligencePage() {
  // The next run in the figures is redrawn in the date format the person chooses.
  useDisplayPreferences();
  const openTab = useOpenTabLabel(BUSINESS_INTELLIGENCE_TABS);
  useDocumentTitle(...(openTab ? [openTab] : []), "Business Intelligence");

  return (
    <ModulePage
      title="Business Intelligence"
      badge="Sample data"
      description="Reports, dashboards and scheduled deliveries across the business."
      stats={biStats()}
      tabsLabel="Business Intelligence views"
      tabs={BUSINESS_INTELLIGENCE_TABS}
    />
  );
}
