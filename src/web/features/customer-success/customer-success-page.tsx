import { useQuery } from "@tanstack/react-query";
import { SettingsIcon } from "lucide-react";
import { Link } from "react-router";
import { formatNumber } from "#shared/format";
import { useAuthorization } from "#web/app/auth/authorization-context";
import { paths } from "#web/app/paths";
import { useDocumentTitle } from "#web/app/use-document-title";
import { ModulePage } from "#web/components/page/module-page";
import { useOpenTabLabel } from "#web/components/page/use-open-tab-label";
import { Button } from "#web/components/ui/button";
import { useCustomerStats } from "./api/customer-stats";
import { customersQueryOptions } from "./api/list-customers";
import { AddCustomerDialog } from "./customer-form/add-customer-dialog";
import { customerKpiStats } from "./customer-kpi-stats";
import { CUSTOMER_SUCCESS_TABS } from "./customer-success-tabs";

/** How many customers there are, from the directory's count: "1,247", "10,000+" past the server's cap. */
function useCustomerCount(): string | undefined {
  // The smallest page: only its count is read.
  const first = useQuery(customersQueryOptions({ page: 1, pageSize: 1 }));
  if (!first.data) return undefined;
  return `${formatNumber(first.data.total)}${first.data.totalCapped ? "+" : ""}`;
}

/** Customer health at a glance; each tab has its own address (see CUSTOMER_SUCCESS_TABS). */
export function CustomerSuccessPage() {
  const openTab = useOpenTabLabel(CUSTOMER_SUCCESS_TABS);
  useDocumentTitle(...(openTab ? [openTab] : []), "Customer Success");
  const stats = useCustomerStats();
  const count = useCustomerCount();
  const { hasPermission } = useAuthorization();
  const canManage = hasPermission("manage_customers");
  // Health weights, SLA targets and the business calendar are the administrators' (manage_system).
  const settings = hasPermission("manage_system") ? (
    <Button asChild variant="outline">
      <Link to={paths.customerSuccess.settings}>
        <SettingsIcon aria-hidden="true" />
        Settings
      </Link>
    </Button>
  ) : null;
  return (
    <ModulePage
      title="Customer Success"
      description={
        count === undefined
          ? "Health, onboarding and support for every customer."
          : `Health, onboarding and support across ${count} ${count === "1" ? "customer" : "customers"}.`
      }
      actions={
        settings || canManage ? (
          <div className="flex flex-wrap gap-2">
            {settings}
            {canManage ? <AddCustomerDialog /> : null}
          </div>
        ) : undefined
      }
      stats={customerKpiStats(stats.data, stats.isError)}
      tabsLabel="Customer Success views"
      tabs={CUSTOMER_SUCCESS_TABS}
    />
  );
}
