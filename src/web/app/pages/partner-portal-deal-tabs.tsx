import { ArrowRightIcon, AwardIcon } from "lucide-react";
import { Link } from "react-router";
import { Button } from "#web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "#web/components/ui/tabs";
import { useDealStats } from "#web/features/deals/api/get-deal-stats";
import { DealsList } from "#web/features/deals/list/deals-list";
import { RecentDealsCard } from "#web/features/deals/stats/recent-deals-card";
import { PortalDealForm } from "#web/features/deals/submit/portal-deal-form";
import { PayoutsList } from "#web/features/payouts/payouts-list";
import { paths } from "../paths";

/** A partner's certifications as far as they exist yet: the courses its contact completed. */
function CertificationsCard() {
  const stats = useDealStats();
  const completed = stats.data?.coursesCompleted ?? 0;
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2 className="flex items-center gap-2">
            <AwardIcon aria-hidden="true" className="size-5 text-muted-foreground" />
            Certifications
          </h2>
        </CardTitle>
        <CardDescription>Courses you completed in Learning Management.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <p className="text-3xl font-bold tabular-nums">{completed}</p>
        <Button asChild variant="outline" className="w-fit">
          <Link to={paths.learning.catalog}>
            Browse courses
            <ArrowRightIcon aria-hidden="true" />
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}

/** A partner's My Dashboard: recent deals, certifications, and what each closed-won deal earned. */
export function PartnerPortalDashboardTab() {
  return (
    <div className="grid gap-6">
      <div className="grid items-start gap-6 lg:grid-cols-[2fr_1fr]">
        <RecentDealsCard
          wording="portal"
          allDeals={
            <Button asChild variant="ghost" size="sm">
              <Link to={paths.partnerPortal.tab("deals")}>
                All deals
                <ArrowRightIcon aria-hidden="true" />
              </Link>
            </Button>
          }
        />
        <CertificationsCard />
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

/**
 * My Deals for a partner; for administrators All Deals with the commission payouts beside them, where won deals
 * lead.
 */
export function PartnerPortalDealsTab({ isAdmin }: { isAdmin: boolean }) {
  if (!isAdmin) return <DealsList isAdmin={false} />;
  return (
    <Tabs defaultValue="deals" className="grid gap-4">
      <TabsList aria-label="Deals or payouts" className="w-fit">
        <TabsTrigger value="deals">Deals</TabsTrigger>
        <TabsTrigger value="payouts">Payouts</TabsTrigger>
      </TabsList>
      <TabsContent value="deals">
        <DealsList isAdmin />
      </TabsContent>
      <TabsContent value="payouts">
        <PayoutsList isAdmin />
      </TabsContent>
    </Tabs>
  );
}
