import { ShieldXIcon } from "lucide-react";
import { useAuthorization } from "#web/app/auth/authorization-context";
import { EmptyState } from "#web/components/lists/empty-state";
import { ListLoading } from "#web/components/lists/list-states";
import { AnalyticsDashboard } from "./analytics-dashboard";

/**
 * The Analytics tab: the charts for holders of view_analytics; anyone else is told what opens them. The server
 * refuses their call anyway: this only spares them a tab that cannot load.
 */
export function AnalyticsTab() {
  const { hasPermission, loading } = useAuthorization();
  if (loading) return <ListLoading label="Loading analytics" rows={2} rowClassName="h-40 w-full" />;
  if (!hasPermission("view_analytics")) {
    return (
      <EmptyState
        icon={<ShieldXIcon />}
        title="No access to analytics"
        description="Analytics open to people with view_analytics, granted in Admin Settings, under User Management."
      />
    );
  }
  return <AnalyticsDashboard />;
}
