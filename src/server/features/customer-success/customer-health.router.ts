import { featureRouter } from "#server/rpc/feature-router";
import { permissionProcedure, staffProcedure } from "#server/rpc/procedures";
import {
  customerSuccessSettingsOutput,
  updateCustomerSuccessSettingsInput,
} from "#shared/contracts/customer-success-settings";
import { customerStatsOutput, healthDashboardOutput } from "#shared/contracts/customers";
import { customerStats } from "./customer-stats";
import { readCustomerSuccessSettings } from "./customer-success-settings";
import { healthDashboard } from "./health-dashboard";
import { updateCustomerSuccessSettings } from "./update-customer-success-settings";

// Every staff member reads the book's health and the settings; administrators (manage_system) change the
// settings: the health weights, the SLA targets and their business calendar.

const CUSTOMER_HEALTH_TAG = {
  name: "Customer health",
  description: "Customer health: the KPI figures, the Health Dashboard and Customer Success settings.",
};

export const customerHealthRouter = featureRouter(CUSTOMER_HEALTH_TAG, {
  stats: staffProcedure
    .route({
      method: "GET",
      path: "/customer-health/stats",
      summary:
        "The KPI cards: healthy and at-risk customers, the average health score and the churn rate, each with its change from 30 days ago",
    })
    .output(customerStatsOutput)
    .handler(({ context }) => customerStats(context.db)),

  dashboard: staffProcedure
    .route({
      method: "GET",
      path: "/customer-health/dashboard",
      summary:
        "The Health Dashboard: customers per band, the average score over 90 days and this week's largest falls",
    })
    .output(healthDashboardOutput)
    .handler(({ context }) => healthDashboard(context.db)),

  settings: staffProcedure
    .route({
      method: "GET",
      path: "/customer-success/settings",
      summary:
        "The Customer Success settings: health weights, SLA targets per priority and the business calendar",
    })
    .output(customerSuccessSettingsOutput)
    .handler(({ context }) => readCustomerSuccessSettings(context.db)),

  updateSettings: permissionProcedure("manage_system")
    .route({
      method: "PUT",
      path: "/customer-success/settings",
      summary:
        "Save the Customer Success settings; new health weights apply to every customer within the minute",
    })
    .input(updateCustomerSuccessSettingsInput)
    .output(customerSuccessSettingsOutput)
    .handler(({ input, context }) => updateCustomerSuccessSettings(context.db, context.caller, input)),
});
