import { ActivityIcon } from "lucide-react";
import { EmptyState } from "#web/components/lists/empty-state";

export function HealthDashboardTab() {
  return (
    <EmptyState
      icon={<ActivityIcon />}
      title="Health Dashboard"
      description="Health analytics dashboard coming soon"
    />
  );
}
