import { BookOpenIcon, FolderOpenIcon, ListChecksIcon, PlusCircleIcon } from "lucide-react";
import { useSearchParams } from "react-router";
import { Button } from "#web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "#web/components/ui/tabs";
import { AgreementBanner } from "#web/features/agreements/partner/agreement-banner";
import { AgreementTab } from "#web/features/agreements/partner/agreement-tab";
import { PartnerApiKeysTab } from "#web/features/api-keys/partner-keys/partner-api-keys-tab";
import { PartnerCustomersCard } from "#web/features/customer-success/partner/partner-customers-card";
import { SupportTab } from "#web/features/customer-success/partner/support-tab";
import { DealsList } from "#web/features/deals/list/deals-list";
import { DealStatCards } from "#web/features/deals/stats/deal-stat-cards";
import { RecentDealsCard } from "#web/features/deals/stats/recent-deals-card";
import { DashboardDealForm } from "#web/features/deals/submit/dashboard-deal-form";
import { JourneyCard } from "#web/features/onboarding-journey/partner/journey-card";
import { MemberFilter } from "#web/features/partner-teams/member-filter";
import { TeamTab } from "#web/features/partner-teams/team-tab";
import { useOwnPartner } from "#web/features/partners/api/get-own-partner";
import { DashboardHeader } from "#web/features/partners/dashboard/dashboard-header";
import { PartnerAccountCard } from "#web/features/partners/dashboard/partner-account-card";
import { PayoutsList } from "#web/features/payouts/payouts-list";
import { MyPerformance } from "#web/features/performance/mine/my-performance";
import { ResourceLibrary } from "#web/features/resources/resource-library";
import { TierProgressCard } from "#web/features/tiers/tier-progress-card";
import { WebhooksSection } from "#web/features/webhooks/endpoints/webhooks-section";
import { useOpenSearchTab } from "#web/lib/address/use-open-search-tab";
import { AppNotificationBell } from "../notifications/app-notification-bell";
import { paths } from "../paths";
import { useDocumentTitle } from "../use-document-title";
import {
  PARTNER_DASHBOARD_TABS,
  type PartnerDashboardTab,
  partnerDashboardTabAddress,
  partnerDashboardTabOf,
  partnerDashboardTabSearch,
  partnerDashboardTabsFor,
} from "./partner-dashboard-tabs";
import { PartnerLearningTab } from "./partner-learning-tab";
import { partnerPageFallback } from "./partner-page-fallback";

/** Where the onboarding journey's card sends a member for each step: this dashboard's tabs and pages. */
const JOURNEY_ADDRESSES = {
  agreement: partnerDashboardTabAddress("agreement"),
  profile: paths.partner.profileSettings,
  team: partnerDashboardTabAddress("team"),
  submitDeal: partnerDashboardTabAddress("submit-deal"),
  course: paths.partnerCourse.to,
};

function QuickActions({ onOpen }: { onOpen(tab: PartnerDashboardTab): void }) {
  const actions = [
    { tab: "submit-deal", label: "Submit a Deal", icon: PlusCircleIcon },
    { tab: "deals", label: "View My Deals", icon: ListChecksIcon },
    { tab: "learning", label: "My Certifications", icon: BookOpenIcon },
    { tab: "resources", label: "Sales Resources", icon: FolderOpenIcon },
  ] as const;
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Quick Actions</h2>
        </CardTitle>
        <CardDescription>Jump to what you came for.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-2">
        {actions.map(({ tab, label, icon: Icon }) => (
          <Button
            key={tab}
            type="button"
            variant="outline"
            className="justify-start"
            onClick={() => onOpen(tab)}
          >
            <Icon aria-hidden="true" />
            {label}
          </Button>
        ))}
      </CardContent>
    </Card>
  );
}

/**
 * The separate partner dashboard (/dashboard on the partner host): the partner's header, its four figures and
 * tabs for its deals, its learning and its customers' support tickets, the open one named in the address. Staff
 * and contacts without an active partner are told they have no partner account.
 */
export function PartnerDashboardPage() {
  const mine = useOwnPartner();
  const [search] = useSearchParams();
  const role = mine.data?.member.role ?? "sales_rep";
  const tab = partnerDashboardTabOf(search, role);
  const openTab = useOpenSearchTab();
  const setTab = (next: PartnerDashboardTab) => openTab(partnerDashboardTabSearch(next));
  // Dashboard is the screen itself; any other tab is named first (docs/product/shell-and-navigation.md#page-titles).
  const tabLabel = PARTNER_DASHBOARD_TABS.find(({ value }) => value === tab && value !== "dashboard")?.label;
  useDocumentTitle(...(tabLabel ? [tabLabel] : []), "Partner Dashboard");

  if (!mine.isSuccess) return partnerPageFallback(mine, "Your dashboard could not be loaded");

  const partner = mine.data;
  return (
    <div className="min-h-screen">
      <DashboardHeader partner={partner} bell={<AppNotificationBell audience="partner" />} />
      <main className="mx-auto grid max-w-6xl gap-6 px-4 py-8 sm:px-6">
        <div className="grid gap-1">
          <h2 className="text-2xl font-semibold tracking-tight">Welcome, {partner.member.name}</h2>
          <p className="text-sm text-muted-foreground">Your deals, commission and learning in one place.</p>
        </div>
        {tab === "agreement" ? null : (
          <AgreementBanner isAdmin={role === "partner_admin"} onOpen={() => setTab("agreement")} />
        )}
        <DealStatCards variant="dashboard" />
        <Tabs
          value={tab}
          onValueChange={(next) => setTab(next as PartnerDashboardTab)}
          className="grid gap-4"
        >
          <TabsList aria-label="Partner dashboard" scroll>
            {partnerDashboardTabsFor(role).map(({ value, label }) => (
              <TabsTrigger key={value} value={value}>
                {label}
              </TabsTrigger>
            ))}
          </TabsList>
          <TabsContent value="dashboard" className="grid gap-6">
            <JourneyCard isAdmin={role === "partner_admin"} addresses={JOURNEY_ADDRESSES} />
            <div className="grid items-start gap-6 lg:grid-cols-[2fr_1fr]">
              <RecentDealsCard
                wording="dashboard"
                dealHref={paths.partnerDeal.to}
                allDeals={
                  <Button type="button" variant="ghost" size="sm" onClick={() => setTab("deals")}>
                    All deals
                  </Button>
                }
              />
              <QuickActions onOpen={setTab} />
            </div>
            <div className="grid items-start gap-6 lg:grid-cols-2">
              <PayoutsList isAdmin={false} />
              <div className="grid gap-6">
                <TierProgressCard />
                <PartnerAccountCard partner={partner} />
              </div>
            </div>
            <PartnerCustomersCard />
          </TabsContent>
          <TabsContent value="submit-deal">
            <div className="w-full max-w-3xl">
              <DashboardDealForm onSubmitted={() => setTab("deals")} />
            </div>
          </TabsContent>
          <TabsContent value="deals">
            <DealsList
              isAdmin={false}
              byMember={role === "partner_admin" && ((choice) => <MemberFilter {...choice} />)}
              wording="dashboard"
              dealHref={paths.partnerDeal.to}
            />
          </TabsContent>
          <TabsContent value="performance">
            <MyPerformance />
          </TabsContent>
          <TabsContent value="learning">
            <PartnerLearningTab courseAddress={paths.partnerCourse.to} />
          </TabsContent>
          <TabsContent value="resources">
            <ResourceLibrary canManage={false} />
          </TabsContent>
          <TabsContent value="support">
            <SupportTab />
          </TabsContent>
          <TabsContent value="agreement">
            <AgreementTab isAdmin={role === "partner_admin"} memberName={partner.member.name} />
          </TabsContent>
          {role === "partner_admin" ? (
            <>
              <TabsContent value="team">
                <TeamTab selfId={partner.member.userId} />
              </TabsContent>
              <TabsContent value="api" className="grid gap-10">
                <PartnerApiKeysTab />
                <WebhooksSection owner="partner" />
              </TabsContent>
            </>
          ) : null}
        </Tabs>
      </main>
    </div>
  );
}
