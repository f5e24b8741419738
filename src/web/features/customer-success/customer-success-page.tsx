import { ActivityIcon, ListChecksIcon, PlusIcon } from "lucide-react";
import { toast } from "sonner";
import { formatNumber } from "../../../shared/format";
import { useDocumentTitle } from "../../app/use-document-title";
import { EmptyState } from "../../components/empty-state";
import { ModulePage } from "../../components/module-page";
import type { ModuleTab } from "../../components/module-tabs";
import { Button } from "../../components/ui/button";
import { CustomerDirectory } from "./customer-directory";
import { customerKpiStat } from "./customer-kpi-stats";
import { ACTIVE_CUSTOMERS, CUSTOMER_KPIS, CUSTOMERS } from "./customer-success-sample-data";

const addCustomer = () =>
  toast("Coming soon", {
    description: "Adding customers arrives with the CRM connection; this screen shows sample data.",
  });

const KPI_STATS = CUSTOMER_KPIS.map(customerKpiStat);

// No tab has an address of its own: every address of the module opens the overview.
const TABS: readonly ModuleTab[] = [
  { value: "overview", label: "Customer Overview", content: <CustomerDirectory customers={CUSTOMERS} /> },
  {
    value: "health",
    label: "Health Dashboard",
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
    content: (
      <EmptyState
        icon={<ListChecksIcon />}
        title="Onboarding"
        description="Onboarding tracking dashboard coming soon"
      />
    ),
  },
];

/** Customer health at a glance. Shown at /customer-success and at /customer-success/tickets alike. */
export function CustomerSuccessPage() {
  useDocumentTitle("Customer Success");
  return (
    <ModulePage
      title="Customer Success"
      badge="Sample data"
      description={`Health, onboarding and support across ${formatNumber(ACTIVE_CUSTOMERS)} active customers.`}
      actions={
        <Button onClick={addCustomer}>
          <PlusIcon aria-hidden="true" />
          Add Customer
        </Button>
      }
      stats={KPI_STATS}
      tabsLabel="Customer Success views"
      tabs={TABS}
    />
  );
}
