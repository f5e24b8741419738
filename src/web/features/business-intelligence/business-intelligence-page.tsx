import { ChartColumnIcon } from "lucide-react";
import { useLocation } from "react-router";
import { useDocumentTitle } from "../../app/use-document-title";
import { EmptyState } from "../../components/empty-state";
import { StatCard, StatGrid } from "../../components/stat-grid";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs";
import { PageHeader } from "../../layout/page-header";
import { BI_STATS, REPORTS, SCHEDULED_REPORTS } from "./business-intelligence-sample-data";
import { businessIntelligenceTabForPath } from "./business-intelligence-tabs";
import { ReportLibrary } from "./report-library";
import { ScheduledReports } from "./scheduled-reports";

/** Reports, analytics and schedules; /business-intelligence/scheduled opens the schedules tab. */
export function BusinessIntelligencePage() {
  const { pathname } = useLocation();
  useDocumentTitle("Business Intelligence");

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Business Intelligence"
        badge="Sample data"
        description="Reports, dashboards and scheduled deliveries across the business."
      />

      <StatGrid>
        {BI_STATS.map((stat) => (
          <StatCard key={stat.label} {...stat} />
        ))}
      </StatGrid>

      {/* Keyed by path so a sidebar link to another tab's path switches to that tab. */}
      <Tabs key={pathname} defaultValue={businessIntelligenceTabForPath(pathname)}>
        <TabsList aria-label="Business Intelligence views">
          <TabsTrigger value="reports">Reports & Dashboards</TabsTrigger>
          <TabsTrigger value="analytics">Analytics</TabsTrigger>
          <TabsTrigger value="scheduled">Scheduled Reports</TabsTrigger>
        </TabsList>
        <TabsContent value="reports">
          <ReportLibrary reports={REPORTS} />
        </TabsContent>
        <TabsContent value="analytics">
          <EmptyState
            icon={<ChartColumnIcon />}
            title="Analytics"
            description="Advanced analytics coming soon"
          />
        </TabsContent>
        <TabsContent value="scheduled">
          <ScheduledReports reports={SCHEDULED_REPORTS} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
