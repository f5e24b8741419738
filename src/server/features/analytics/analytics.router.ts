import { featureRouter } from "#server/rpc/feature-router";
import { permissionProcedure } from "#server/rpc/procedures";
import { analyticsInput, analyticsOutput } from "#shared/contracts/analytics";
import { getAnalytics } from "./get-analytics";

const ANALYTICS_TAG = {
  name: "Analytics",
  description:
    "Monthly figures of deals, commission, certificates and tickets, read from totals kept per month.",
};

/** Holders of view_analytics; each section only for whoever may read its rows (docs/product/business-intelligence.md#analytics). */
export const analyticsRouter = featureRouter(ANALYTICS_TAG, {
  summary: permissionProcedure("view_analytics")
    .route({
      method: "GET",
      path: "/analytics",
      summary:
        "The period's monthly figures the caller may see: pipeline, won value and commission, top partners, certificates, tickets",
    })
    .input(analyticsInput)
    .output(analyticsOutput)
    .handler(({ input, context }) => getAnalytics(context.db, context.caller, input)),
});
