import { ChartColumnIcon } from "lucide-react";
import { useLocation } from "react-router";
import { EmptyState } from "../../components/empty-state";
import { Badge } from "../../components/ui/badge";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs";
import { BI_STATS, REPORTS, SCHEDULED_REPORTS } from "./business-intelligence-sample-data";
import { BusinessIntelligenceStats } from "./business-intelligence-stats";
import { businessIntelligenceTabForPath } from "./business-intelligence-tabs";
import { ReportLibrary } from "./report-library";
import { ScheduledReports } from "./scheduled-reports";

/** Reports, analytics and schedules; /business-intelligence/scheduled opens the schedules tab. */
export function BusinessIntelligencePage() {
  const { pathname } = useLocation();

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Business Intelligence</h1>
          <Badge variant="outline">Sample data</Badge>
        </div>
        <p className="text-muted-foreground">
          Reports, dashboards and scheduled deliveries across the business.
        </p>
      </div>

      <BusinessIntelligenceStats stats={BI_STATS} />

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
