import { ActivityIcon, ListChecksIcon, PlusIcon } from "lucide-react";
import { toast } from "sonner";
import { formatNumber } from "../../../shared/format";
import { useDocumentTitle } from "../../app/use-document-title";
import { EmptyState } from "../../components/empty-state";
import { Button } from "../../components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs";
import { PageHeader } from "../../layout/page-header";
import { CustomerDirectory } from "./customer-directory";
import { CustomerKpiCards } from "./customer-kpi-cards";
import { ACTIVE_CUSTOMERS, CUSTOMER_KPIS, CUSTOMERS } from "./customer-success-sample-data";

const addCustomer = () =>
  toast("Coming soon", {
    description: "Adding customers arrives with the CRM connection; this screen shows sample data.",
  });

/** Customer health at a glance. Shown at /customer-success and at /customer-success/tickets alike. */
export function CustomerSuccessPage() {
  useDocumentTitle("Customer Success");
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Customer Success"
        badge="Sample data"
        description={`Health, onboarding and support across ${formatNumber(ACTIVE_CUSTOMERS)} active customers.`}
        action={
          <Button onClick={addCustomer}>
            <PlusIcon aria-hidden="true" />
            Add Customer
          </Button>
        }
      />

      <CustomerKpiCards kpis={CUSTOMER_KPIS} />

      <Tabs defaultValue="overview">
        <TabsList aria-label="Customer Success views">
          <TabsTrigger value="overview">Customer Overview</TabsTrigger>
          <TabsTrigger value="health">Health Dashboard</TabsTrigger>
          <TabsTrigger value="onboarding">Onboarding</TabsTrigger>
        </TabsList>
        <TabsContent value="overview">
          <CustomerDirectory customers={CUSTOMERS} />
        </TabsContent>
        <TabsContent value="health">
          <EmptyState
            icon={<ActivityIcon />}
            title="Health Dashboard"
            description="Health analytics dashboard coming soon"
          />
        </TabsContent>
        <TabsContent value="onboarding">
          <EmptyState
            icon={<ListChecksIcon />}
            title="Onboarding"
            description="Onboarding tracking dashboard coming soon"
          />
        </TabsContent>
      </Tabs>
    </div>
  );
}
