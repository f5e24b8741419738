import { useParams } from "react-router";
import { DealView } from "#web/features/deals/detail/deal-view";
import { useOwnPartner } from "#web/features/partners/api/get-own-partner";
import { DashboardHeader } from "#web/features/partners/dashboard/dashboard-header";
import { AppNotificationBell } from "../notifications/app-notification-bell";
import { partnerDashboardTabAddress } from "./partner-dashboard-tabs";
import { partnerPageFallback } from "./partner-page-fallback";

const MY_DEALS = { to: partnerDashboardTabAddress("deals"), label: "Back to My Deals" };

/**
 * One of the partner's deals (docs/product/deals.md#one-deal) under the dashboard's header, with its way back
 * to My Deals. The deal view titles the document.
 */
export function PartnerDealPage() {
  const { dealId = "" } = useParams();
  const mine = useOwnPartner();

  if (!mine.isSuccess) return partnerPageFallback(mine, "This deal could not be loaded");

  return (
    <div className="min-h-screen">
      <DashboardHeader partner={mine.data} bell={<AppNotificationBell audience="partner" />} titled={false} />
      <main className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
        <DealView
          key={dealId}
          dealId={dealId}
          isAdmin={false}
          wording="dashboard"
          back={MY_DEALS}
          titleLevel={1}
        />
      </main>
    </div>
  );
}
