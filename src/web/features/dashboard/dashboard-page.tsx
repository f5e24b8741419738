import { useDocumentTitle } from "#web/app/use-document-title";
import { PageHeader } from "#web/layout/page-header";
import { MODULE_SUMMARIES, RECENT_ACTIVITY } from "./dashboard-sample-data";
import { ModuleCard } from "./module-card";
import { QuickActionsCard } from "./quick-actions-card";
import { RecentActivityCard } from "./recent-activity-card";

export function DashboardPage() {
  useDocumentTitle("Dashboard");
  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <PageHeader
        title="Portal Dashboard"
        description="Welcome to your internal portal. Monitor all modules from one place."
      />
      {/* Four columns only when the main area (not the window) is wide enough, e.g. with the sidebar collapsed. */}
      <section aria-labelledby="dashboard-modules" className="@container">
        <h2 id="dashboard-modules" className="sr-only">
          Modules
        </h2>
        <div className="grid gap-4 @xl:grid-cols-2 @5xl:grid-cols-4">
          {MODULE_SUMMARIES.map((module) => (
            <ModuleCard key={module.href} module={module} />
          ))}
        </div>
      </section>
      <div className="grid gap-6 lg:grid-cols-3">
        <RecentActivityCard items={RECENT_ACTIVITY} className="lg:col-span-2" />
        <QuickActionsCard />
      </div>
    </div>
  );
}
