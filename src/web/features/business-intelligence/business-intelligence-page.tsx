import { useDocumentTitle } from "#web/app/use-document-title";
import { ModulePage } from "#web/components/module-page";
import { biStats } from "./business-intelligence-sample-data";
import { BUSINESS_INTELLIGENCE_TABS } from "./business-intelligence-tabs";

/** Reports, analytics and schedules; each tab has its own address (see BUSINESS_INTELLIGENCE_TABS). */
export function BusinessIntelligencePage() {
  useDocumentTitle("Business Intelligence");

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
