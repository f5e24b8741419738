import { paths } from "#web/app/paths";
import type { ModuleTab } from "#web/components/page/module-tabs";
import { HealthDashboardTab } from "./health/health-dashboard-tab";
import { OnboardingTab } from "./onboarding/onboarding-tab";
import { CustomerDirectory } from "./overview/customer-directory";
import { TicketsTab } from "./tickets/tickets-tab";

/**
 * The Customer Success screen's tabs, each at its own address: /customer-success opens Customer Overview
 * (docs/product/customer-success.md).
 */
export const CUSTOMER_SUCCESS_TABS: readonly ModuleTab[] = [
  {
    value: "overview",
    label: "Customer Overview",
    path: paths.customerSuccess.overview,
    content: <CustomerDirectory />,
  },
  {
    value: "health",
    label: "Health Dashboard",
    path: paths.customerSuccess.health,
    content: <HealthDashboardTab />,
  },
  {
    value: "onboarding",
    label: "Onboarding",
    path: paths.customerSuccess.onboarding,
    content: <OnboardingTab />,
  },
  {
    value: "tickets",
    label: "Support Tickets",
    path: paths.customerSuccess.tickets,
    content: <TicketsTab />,
  },
];
