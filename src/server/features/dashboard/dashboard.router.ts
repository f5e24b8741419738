import { featureRouter } from "#server/rpc/feature-router";
import { staffProcedure } from "#server/rpc/procedures";
import { dashboardActivityOutput, dashboardSummaryOutput } from "#shared/contracts/dashboard";
import { getDashboardSummary } from "./get-dashboard-summary";
import { listRecentActivity } from "./list-recent-activity";

const DASHBOARD_TAG = {
  name: "Dashboard",
  description:
    "The staff dashboard: each module's figures and the latest events, as far as the caller may see them.",
};

/** Staff only: each use case leaves out what the caller's permissions do not show (docs/product/dashboard.md). */
export const dashboardRouter = featureRouter(DASHBOARD_TAG, {
  summary: staffProcedure
    .route({
      method: "GET",
      path: "/dashboard/summary",
      summary: "Each module's headline figures the caller may see; the others are left out",
    })
    .output(dashboardSummaryOutput)
    .handler(({ context }) => getDashboardSummary(context.db, context.caller)),

  activity: staffProcedure
    .route({
      method: "GET",
      path: "/dashboard/activity",
      summary: "The newest audit entries the caller may read and their own notifications, newest first",
    })
    .output(dashboardActivityOutput)
    .handler(({ context }) => listRecentActivity(context.db, context.caller)),
});
