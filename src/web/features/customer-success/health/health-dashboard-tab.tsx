import { useId } from "react";
import { ListLoadFailed, ListLoading } from "#web/components/lists/list-states";
import { useDisplayPreferences } from "#web/lib/format/display-preferences";
import { useHealthDashboard } from "../api/health-dashboard";
import { FallingCustomers } from "./falling-customers";
import { HealthBands } from "./health-bands";
import { HealthHistoryCard } from "./health-history-card";

/**
 * The Health Dashboard tab (docs/product/customer-success.md#health-dashboard): customers per band today, the
 * average score over the last 90 days, and the customers whose score fell most this week.
 */
export function HealthDashboardTab() {
  // The days are redrawn in the date format the person chooses.
  useDisplayPreferences();
  const headingId = useId();
  const dashboard = useHealthDashboard();

  return (
    <section aria-labelledby={headingId} className="grid min-w-0 gap-4">
      <div className="grid gap-1">
        <h2 id={headingId} className="text-xl font-semibold tracking-tight">
          Health Dashboard
        </h2>
        <p className="text-sm text-muted-foreground">
          How healthy the customers are today, how the average moved, and whose score fell most this week.
        </p>
      </div>
      {dashboard.isPending ? (
        <ListLoading label="Loading the health dashboard" rows={3} rowClassName="h-40 w-full" />
      ) : dashboard.isError ? (
        <ListLoadFailed
          message="The health dashboard could not be loaded. Please check your connection and try again."
          onRetry={() => dashboard.refetch()}
        />
      ) : (
        <>
          <HealthBands bands={dashboard.data.bands} />
          <div className="grid min-w-0 items-start gap-4 xl:grid-cols-2">
            <HealthHistoryCard history={dashboard.data.history} />
            <FallingCustomers fallers={dashboard.data.fallers} />
          </div>
        </>
      )}
    </section>
  );
}
