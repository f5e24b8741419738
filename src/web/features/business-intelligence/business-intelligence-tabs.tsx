import { paths } from "#web/app/paths";
import type { ModuleTab } from "#web/components/page/module-tabs";
import { AnalyticsTab } from "./analytics/analytics-tab";
import { ReportLibrary } from "./reports/report-library";
import { ScheduledReports } from "./scheduled/scheduled-reports";

/**
 * The Business Intelligence screen's tabs, each at its own address; the module's address,
 * /business-intelligence, opens Reports & Dashboards.
 */
export const BUSINESS_INTELLIGENCE_TABS: readonly ModuleTab[] = [
  {
    value: "reports",
    label: "Reports & Dashboards",
    path: paths.businessIntelligence.reports,
    content: <ReportLibrary />,
  },
  {
    value: "analytics",
    label: "Analytics",
    path: paths.businessIntelligence.analytics,
    content: <AnalyticsTab />,
  },
  {
    value: "scheduled",
    label: "Scheduled Reports",
    path: paths.businessIntelligence.scheduled,
    content: <ScheduledReports />,
  },
];
