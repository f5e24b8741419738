import { ClockIcon, ShieldXIcon } from "lucide-react";
import { lazy, Suspense, useEffect, useState } from "react";
import { toast } from "sonner";
import { EmptyState } from "../../components/empty-state";
import { Skeleton } from "../../components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs";
import { useOwnPartner } from "../../features/partners/api/get-own-partner";
import { PartnerTierCard } from "../../features/partners/partner-tier-card";
import { PageHeader } from "../../layout/page-header";
import { rpcFailureOf } from "../../lib/rpc-error";
import { useAuthorization } from "../auth/authorization-context";
import { PageLoading } from "../page-loading";
import { useDocumentTitle } from "../use-document-title";
import { defaultPartnerPortalTab, type PartnerPortalRole, partnerPortalTabs } from "./partner-portal-tabs";

// The review UI is only for partner administrators: partners never download it.
const ApplicationsTab = lazy(async () => ({
  default: (await import("../../features/applications/review/applications-tab")).ApplicationsTab,
}));

export const NO_PARTNER_PORTAL_ACCESS =
  "You don't have access to the partner portal. Please contact an administrator to get partner access.";

const COMING_NEXT: Record<string, string> = {
  dashboard: "Your recent deals and certifications will appear here.",
  "submit-deal": "Deal registration opens here soon.",
  deals: "Registered deals and their review status will appear here.",
  partners: "The partner directory with status and tier management opens here soon.",
  certifications: "Completed courses and certificates will appear here.",
  resources: "Sales decks, videos and documents will appear here.",
};

function NoAccess() {
  useEffect(() => {
    toast.error("Access Denied", { description: NO_PARTNER_PORTAL_ACCESS });
  }, []);
  return (
    <div className="mx-auto max-w-3xl">
      <EmptyState icon={<ShieldXIcon />} title="Access Denied" description={NO_PARTNER_PORTAL_ACCESS} />
    </div>
  );
}

/**
 * /partner-portal: partner administrators (manage_partners) get the admin view, contacts of an active partner
 * their own; anyone else is told they have no access. The server enforces the same on every call.
 */
export function PartnerPortalPage() {
  const { hasPermission, loading: profileLoading } = useAuthorization();
  const isAdmin = hasPermission("manage_partners");
  const mine = useOwnPartner({ enabled: !profileLoading && !isAdmin });
  const [chosenTab, setChosenTab] = useState<string | null>(null);
  const role: PartnerPortalRole = isAdmin ? "admin" : "partner";
  const tabs = partnerPortalTabs(role);
  const openTab = tabs.find((tab) => tab.value === (chosenTab ?? defaultPartnerPortalTab(role))) ?? tabs[0];
  const showsTabs = !profileLoading && (isAdmin || mine.isSuccess);
  useDocumentTitle(...(showsTabs && openTab ? [openTab.label] : []), "Partner Portal");

  if (profileLoading || (!isAdmin && mine.isPending)) return <PageLoading />;
  if (!isAdmin && mine.isError) {
    if (rpcFailureOf(mine.error)?.status === 403) return <NoAccess />;
    return (
      <div className="mx-auto max-w-3xl">
        <EmptyState
          icon={<ShieldXIcon />}
          title="Failed to load partners."
          description="Please reload the page to try again."
        />
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <PageHeader
        title={isAdmin ? "Partner Portal Admin" : "Partner Dashboard"}
        description={
          isAdmin
            ? "Review applications and manage partners, deals, certifications and resources."
            : "Register deals, follow your commission and find your certifications and sales material."
        }
      />
      {!isAdmin && mine.data ? <PartnerTierCard partner={mine.data} /> : null}
      <Tabs value={openTab?.value} onValueChange={setChosenTab} className="space-y-4">
        <TabsList scroll>
          {tabs.map((tab) => (
            <TabsTrigger key={tab.value} value={tab.value}>
              {tab.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {tabs.map((tab) => (
          <TabsContent key={tab.value} value={tab.value}>
            {tab.value === "applications" ? (
              <Suspense fallback={<Skeleton className="h-64 w-full" />}>
                <ApplicationsTab />
              </Suspense>
            ) : (
              <EmptyState
                icon={<ClockIcon />}
                title="Coming soon"
                description={COMING_NEXT[tab.value] ?? ""}
              />
            )}
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
