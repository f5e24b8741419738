import { ArrowRightIcon } from "lucide-react";
import { Link, matchPath, useLocation, useSearchParams } from "react-router";
import { Button } from "#web/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "#web/components/ui/tabs";
import { DealView } from "#web/features/deals/detail/deal-view";
import { DealsList } from "#web/features/deals/list/deals-list";
import { RecentDealsCard } from "#web/features/deals/stats/recent-deals-card";
import { PortalDealForm } from "#web/features/deals/submit/portal-deal-form";
import { MemberFilter } from "#web/features/partner-teams/member-filter";
import { PayoutsList } from "#web/features/payouts/payouts-list";
import { TierProgressCard } from "#web/features/tiers/tier-progress-card";
import { useOpenSearchTab } from "#web/lib/address/use-open-search-tab";
import { paths } from "../paths";
import { RecentCertificationsCard } from "./recent-certifications-card";

/** A partner's My Dashboard: recent deals, its tier's progress, certifications, and what each closed-won deal earned. */
export function PartnerPortalDashboardTab() {
  return (
    <div className="grid gap-6">
      <div className="grid items-start gap-6 lg:grid-cols-[2fr_1fr]">
        <RecentDealsCard
          wording="portal"
          dealHref={paths.partnerPortal.deal.to}
          allDeals={
            <Button asChild variant="ghost" size="sm">
              <Link to={paths.partnerPortal.tab("deals")}>
                All deals
                <ArrowRightIcon aria-hidden="true" />
              </Link>
            </Button>
          }
        />
        <div className="grid gap-6">
          <TierProgressCard />
          <RecentCertificationsCard />
        </div>
      </div>
      <PayoutsList isAdmin={false} />
    </div>
  );
}

export function PartnerPortalSubmitDealTab({ isAdmin }: { isAdmin: boolean }) {
  return (
    <div className="w-full max-w-3xl">
      <PortalDealForm isAdmin={isAdmin} />
    </div>
  );
}

const VIEW_PARAM = "view";

/**
 * My Deals for a partner; for administrators All Deals with the commission payouts beside them, where won deals
 * lead. The open one is in the address (`?view=payouts`; docs/product/shell-and-navigation.md#lists-and-the-address).
 * A deal's own address (/partner-portal/deals/<id>) shows that deal in place of the lists.
 */
export function PartnerPortalDealsTab({
  isAdmin,
  byMember = false,
}: {
  isAdmin: boolean;
  byMember?: boolean;
}) {
  const [search] = useSearchParams();
  const openView = useOpenSearchTab();
  const { pathname } = useLocation();
  const dealId = matchPath(paths.partnerPortal.deal.pattern, pathname)?.params.dealId;
  if (dealId) {
    return (
      <DealView
        key={dealId}
        dealId={dealId}
        isAdmin={isAdmin}
        wording="portal"
        // Under the Partner Portal's own title, the screen's one h1.
        titleLevel={2}
        dealHref={paths.partnerPortal.deal.to}
        back={{
          to: paths.partnerPortal.tab("deals"),
          label: isAdmin ? "Back to All Deals" : "Back to My Deals",
        }}
      />
    );
  }
  if (!isAdmin) {
    return (
      <DealsList
        isAdmin={false}
        byMember={byMember && ((choice) => <MemberFilter {...choice} />)}
        dealHref={paths.partnerPortal.deal.to}
      />
    );
  }
  const view = search.get(VIEW_PARAM) === "payouts" ? "payouts" : "deals";
  return (
    <Tabs
      value={view}
      // The other list starts afresh: the one left keeps its view in the history, for Back.
      onValueChange={(next) => openView(next === "payouts" ? { [VIEW_PARAM]: next } : {})}
      className="grid gap-4"
    >
      <TabsList aria-label="Deals or payouts" className="w-fit">
        <TabsTrigger value="deals">Deals</TabsTrigger>
        <TabsTrigger value="payouts">Payouts</TabsTrigger>
      </TabsList>
      <TabsContent value="deals">
        <DealsList
          isAdmin
          byMember={(choice) => <MemberFilter {...choice} />}
          dealHref={paths.partnerPortal.deal.to}
        />
      </TabsContent>
      <TabsContent value="payouts">
        <PayoutsList isAdmin />
      </TabsContent>
    </Tabs>
  );
}
