import { ActivityIcon, LifeBuoyIcon, ListChecksIcon } from "lucide-react";
import { paths } from "#web/app/paths";
import { EmptyState } from "#web/components/lists/empty-state";
import type { ModuleTab } from "#web/components/page/module-tabs";
import { CUSTOMERS } from "./customer-success-sample-data";
import { CustomerDirectory } from "./overview/customer-directory";

/**
 * The Customer Success screen's tabs, each at its own address: /customer-success opens Customer Overview; the
 * sidebar's Support Tickets opens its own tab, which says tickets are coming
 * (docs/product/modules.md#customer-success).
 */
export const CUSTOMER_SUCCESS_TABS: readonly ModuleTab[] = [
  {
    value: "overview",
    label: "Customer Overview",
    path: paths.customerSuccess.overview,
    content: <CustomerDirectory customers={CUSTOMERS} />,
  },
  {
    value: "health",
    label: "Health Dashboard",
    path: paths.customerSuccess.health,
    content: (
      <EmptyState
        icon={<ActivityIcon />}
        title="Health Dashboard"
        description="Health analytics dashboard coming soon"
      />
    ),
  },
  {
    value: "onboarding",
    label: "Onboarding",
    path: paths.customerSuccess.onboarding,
    content: (
      <EmptyState
        icon={<ListChecksIcon />}
        title="Onboarding"
        description="Onboarding tracking dashboard coming soon"
      />
    ),
  },
  {
    value: "tickets",
    label: "Support Tickets",
    path: paths.customerSuccess.tickets,
    content: (
      <EmptyState
        icon={<LifeBuoyIcon />}
        title="Support Tickets"
        description="Support ticket tracking coming soon"
      />
    ),
  },
];
