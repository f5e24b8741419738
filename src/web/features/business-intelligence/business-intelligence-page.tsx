import { useDocumentTitle } from "#web/app/use-document-title";
import { ModulePage } from "#web/components/page/module-page";
import { useOpenTabLabel } from "#web/components/page/use-open-tab-label";
import { useDisplayPreferences } from "#web/lib/format/display-preferences";
import { useReportFigures } from "./api/get-report-figures";
import { BUSINESS_INTELLIGENCE_TABS } from "./business-intelligence-tabs";
import { useReportAccess } from "./report-access";
import { reportFigureStats } from "./report-figures";

/** Reports, analytics and schedules; each tab has its own address (see BUSINESS_INTELLIGENCE_TABS). */
export function BusinessIntelligencePage() {
  // The next delivery in the figures is redrawn in the date format and zone the person chooses.
  useDisplayPreferences();
  const openTab = useOpenTabLabel(BUSINESS_INTELLIGENCE_TABS);
  useDocumentTitle(...(openTab ? [openTab] : []), "Business Intelligence");
  // Someone holding no reports permission has no figures: the server would refuse them.
  const { read } = useReportAccess();
  const figures = useReportFigures({ enabled: read });

  return (
    <ModulePage
      title="Business Intelligence"
      description="Reports, dashboards and scheduled deliveries across the business."
      stats={read ? reportFigureStats(figures.data) : undefined}
      tabsLabel="Business Intelligence views"
      tabs={BUSINESS_INTELLIGENCE_TABS}
    />
  );
}
