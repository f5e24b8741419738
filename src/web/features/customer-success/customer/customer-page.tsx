import { ArrowLeftIcon } from "lucide-react";
import { Link, useParams } from "react-router";
import type { z } from "zod";
import { CUSTOMER_NOT_FOUND, type getCustomerOutput } from "#shared/contracts/customers";
import { CUSTOMER_SOURCE_LABELS } from "#shared/labels";
import { useAuthorization } from "#web/app/auth/authorization-context";
import { paths } from "#web/app/paths";
import { useDocumentTitle } from "#web/app/use-document-title";
import { ListLoadFailed, ListLoading } from "#web/components/lists/list-states";
import { NotFoundState } from "#web/components/page/not-found-state";
import { Button } from "#web/components/ui/button";
import { useDisplayPreferences } from "#web/lib/format/display-preferences";
import { calendarDate } from "#web/lib/format/local-time";
import { isMissingItem } from "#web/lib/queries/missing-item";
import { failureText } from "#web/lib/transport/failure-text";
import { useCustomer } from "../api/get-customer";
import { EditCustomerDialog } from "../customer-form/edit-customer-dialog";
import { CustomerStatusBadge } from "../overview/customer-status-badge";
import { HealthScore } from "../overview/health-score";
import { ChurnButton } from "./churn-button";
import { ContactsCard } from "./contacts-card";
import { DealsCard } from "./deals-card";
import { HealthBreakdownCard } from "./health-breakdown-card";
import { OnboardingCard } from "./onboarding-card";
import { TicketsCard } from "./tickets-card";
import { TimelineCard } from "./timeline-card";

type CustomerDetail = z.output<typeof getCustomerOutput>;

const BACK = { to: paths.customerSuccess.overview, label: "Back to Customer Success" };

/**
 * One customer at paths.customerSuccess.customer (docs/product/customer-success.md#customers): its contacts,
 * health explained, onboarding, deals, tickets and the timeline of contacts; holders of manage_customers edit
 * it, log contacts and tick onboarding steps.
 */
export function CustomerPage() {
  const { customerId = "" } = useParams();
  const detail = useCustomer(customerId);
  useDocumentTitle(detail.data?.customer.name ?? "Customer", "Customer Success");

  if (detail.isPending)
    return <ListLoading label="Loading the customer" rows={3} rowClassName="h-40 w-full" />;
  if (detail.isError) {
    if (isMissingItem(detail.error)) {
      return (
        <NotFoundState
          title={CUSTOMER_NOT_FOUND}
          description="There is no customer at this address. The address may be mistyped, or the link is an old one."
          back={BACK}
        />
      );
    }
    return (
      <ListLoadFailed
        message={failureText(detail.error, "Could not load the customer.")}
        onRetry={() => detail.refetch()}
      />
    );
  }
  return <CustomerDetails detail={detail.data} />;
}

function CustomerDetails({ detail }: { detail: CustomerDetail }) {
  // Days and moments follow the person's chosen format and zone.
  useDisplayPreferences();
  const { hasPermission } = useAuthorization();
  const canManage = hasPermission("manage_customers");
  // The partner's and the deals' own pages are the Partner Portal's, open to holders of manage_partners.
  const partnerPages = hasPermission("manage_partners");
  const { customer } = detail;
  return (
    <div className="grid min-w-0 grid-cols-1 gap-6">
      <Button asChild variant="ghost" size="sm" className="justify-self-start">
        <Link to={BACK.to}>
          <ArrowLeftIcon aria-hidden="true" />
          {BACK.label}
        </Link>
      </Button>
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="grid min-w-0 gap-2">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
            <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">{customer.name}</h1>
            <CustomerStatusBadge status={customer.status} />
          </div>
          <div className="flex flex-wrap items-baseline gap-x-4 gap-y-1 text-sm text-muted-foreground">
            <p>
              Health score <HealthScore score={detail.health.score} className="text-base" />
            </p>
            <p>
              {CUSTOMER_SOURCE_LABELS[customer.source]}, customer since {calendarDate(customer.startDate)}
            </p>
          </div>
        </div>
        {canManage ? (
          <div className="flex flex-wrap gap-2">
            <EditCustomerDialog customer={customer} />
            <ChurnButton customer={customer} />
          </div>
        ) : null}
      </header>
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <ContactsCard customer={customer} linkPartner={partnerPages} />
        <HealthBreakdownCard health={detail.health} />
        <OnboardingCard customerId={customer.id} steps={detail.onboarding} canEdit={canManage} />
        <TicketsCard customerId={customer.id} tickets={detail.tickets} openTickets={detail.openTickets} />
        <DealsCard deals={detail.deals} linkDeals={partnerPages} />
        <TimelineCard
          customerId={customer.id}
          customerName={customer.name}
          timeline={detail.timeline}
          canLog={canManage}
        />
      </div>
    </div>
  );
}
