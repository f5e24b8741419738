import type { ActivityItem } from "#shared/contracts/dashboard";
import { useAuth } from "#web/app/auth/auth-context";
import { useDocumentTitle } from "#web/app/use-document-title";
import { PageHeader } from "#web/layout/page-header";
import { useDashboardSummary } from "./api/get-dashboard-summary";
import { useRecentActivity } from "./api/get-recent-activity";
import { DASHBOARD_MODULES } from "./dashboard-modules";
import { ModuleCard, type ModuleFigures } from "./module-card";
import { moduleFigures } from "./module-figures";
import { QuickActionsCard } from "./quick-actions-card";
import { type RecentActivity, RecentActivityCard } from "./recent-activity-card";

/**
 * The staff dashboard (docs/product/dashboard.md): each module's figures the person may see, their recent
 * activity and quick actions. The app says where an event's subject opens.
 */
export function DashboardPage({ addressOf }: { addressOf(item: ActivityItem): string | undefined }) {
  useDocumentTitle("Dashboard");
  const userId = useAuth().user?.id;
  const summary = useDashboardSummary(userId);
  const activity = useRecentActivity(userId);
  const figures = summary.data ? moduleFigures(summary.data) : undefined;
  const figuresOf = (module: keyof NonNullable<typeof figures>): ModuleFigures =>
    figures?.[module] ?? (summary.isError ? "failed" : "loading");
  const recent: RecentActivity = activity.data?.items ?? (activity.isError ? "failed" : "loading");
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
          <ModuleCard module={DASHBOARD_MODULES.customerSuccess} figures={figuresOf("customerSuccess")} />
          <ModuleCard module={DASHBOARD_MODULES.partnerPortal} figures={figuresOf("partnerPortal")} />
          <ModuleCard module={DASHBOARD_MODULES.learning} figures={figuresOf("learning")} />
          <ModuleCard
            module={DASHBOARD_MODULES.businessIntelligence}
            figures={figuresOf("businessIntelligence")}
          />
        </div>
      </section>
      <div className="grid gap-6 lg:grid-cols-3">
        <RecentActivityCard
          activity={recent}
          addressOf={addressOf}
          onRetry={() => void activity.refetch()}
          className="lg:col-span-2"
        />
        <QuickActionsCard />
      </div>
    </div>
  );
}
