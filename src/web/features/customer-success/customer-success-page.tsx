import { PlusIcon } from "lucide-react";
import { toast } from "sonner";
import { formatNumber } from "#shared/format";
import { useDocumentTitle } from "#web/app/use-document-title";
import { ModulePage } from "#web/components/page/module-page";
import { useOpenTabLabel } from "#web/components/page/use-open-tab-label";
import { Button } from "#web/components/ui/button";
import { customerKpiStat } from "./customer-kpi-stats";
import { ACTIVE_CUSTOMERS, CUSTOMER_KPIS } from "./customer-success-sample-data";
import { CUSTOMER_SUCCESS_TABS } from "./customer-success-tabs";

const addCustomer = () =>
  toast("Coming soon", {
    description: "Adding customers arrives with the CRM connection; this screen shows sample data.",
  });

const KPI_STATS = CUSTOMER_KPIS.map(customerKpiStat);

/** Customer health at a glance; each tab has its own address (see CUSTOMER_SUCCESS_TABS). */
export function CustomerSuccessPage() {
  const openTab = useOpenTabLabel(CUSTOMER_SUCCESS_TABS);
  useDocumentTitle(...(openTab ? [openTab] : []), "Customer Success");
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
      tabs={CUSTOMER_SUCCESS_TABS}
    />
  );
}
