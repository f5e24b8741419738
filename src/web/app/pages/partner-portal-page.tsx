import { ShieldXIcon } from "lucide-react";
import { lazy, type ReactNode, Suspense } from "react";
import { matchPath, Navigate, useLocation, useNavigate } from "react-router";
import { EmptyState } from "#web/components/lists/empty-state";
import { AccessDenied } from "#web/components/page/access-denied";
import { ModulePage } from "#web/components/page/module-page";
import type { ModuleTab } from "#web/components/page/module-tabs";
import { tabForPath } from "#web/components/page/tab-for-path";
import { Skeleton } from "#web/components/ui/skeleton";
import { useTierNames } from "#web/domain/tier-names";
import { PartnerAgreementPart } from "#web/features/agreements/staff/partner-agreement-part";
import { DealStatCards } from "#web/features/deals/stats/deal-stat-cards";
import { OnboardingOverview } from "#web/features/onboarding-journey/staff/onboarding-overview";
import { PartnerJourneyPart } from "#web/features/onboarding-journey/staff/partner-journey-part";
import { InviteMemberForm } from "#web/features/partner-teams/invite-member-form";
import { MemberActions } from "#web/features/partner-teams/member-actions";
import { PendingInvitations } from "#web/features/partner-teams/pending-invitations";
import { TeamTab } from "#web/features/partner-teams/team-tab";
import { useOwnPartner } from "#web/features/partners/api/get-own-partner";
import type { PartnerDetailParts } from "#web/features/partners/list/partner-detail-dialog";
import { NoPartnerPortalAccess } from "#web/features/partners/no-partner-portal-access";
import { MyPerformance } from "#web/features/performance/mine/my-performance";
import { PerformanceRanking } from "#web/features/performance/ranking/performance-ranking";
import { ResourceLibrary } from "#web/features/resources/resource-library";
import { rpcFailureOf } from "#web/lib/transport/rpc-error";
import { useAuthorization } from "../auth/authorization-context";
import { PageLoading } from "../page-loading";
import { PARTNER_PORTAL_TABS, type PartnerPortalTab, paths } from "../paths";
import { useDocumentTitle } from "../use-document-title";
import { PartnerLearningTab } from "./partner-learning-tab";
import {
  PartnerPortalDashboardTab,
  PartnerPortalDealsTab,
  PartnerPortalSubmitDealTab,
} from "./partner-portal-deal-tabs";
import { defaultPartnerPortalTab, type PartnerPortalRole, partnerPortalTabs } from "./partner-portal-tabs";

// The review UI is only for partner administrators: partners never download it.
const ApplicationsTab = lazy(async () => ({
  default: (await import("#web/features/applications/review/applications-tab")).ApplicationsTab,
}));
// Nor the partner administration.
/**
 * Staff who manage partners change a partner's team from its detail view as its partner admins do
 * (docs/product/partner-teams.md#changing-the-team); staff are no partner's members, so every member has actions.
 */
const STAFF_DETAIL_PARTS: PartnerDetailParts = {
  memberActions: (partnerId, member) => <MemberActions member={member} selfId="" partnerId={partnerId} />,
  agreement: (partnerId) => <PartnerAgreementPart partnerId={partnerId} />,
  journey: (partnerId) => <PartnerJourneyPart partnerId={partnerId} />,
  invitations: (partnerId) => (
    <div className="mt-4 grid gap-4">
      <InviteMemberForm partnerId={partnerId} />
      <PendingInvitations partnerId={partnerId} />
    </div>
  ),
};

const PartnersTab = lazy(async () => ({
  default: (await import("#web/features/partners/list/partners-tab")).PartnersTab,
}));

/** The tab an address under /partner-portal names, if it names one (the root names none). */
function namedTab(pathname: string): PartnerPortalTab | undefined {
  const segment = matchPath(`${paths.partnerPortal.root}/:tab/*`, pathname)?.params.tab;
  return PARTNER_PORTAL_TABS.find((tab) => tab === segment);
}

/**
 * A detail open over a tab at its own address (an application's, a partner's): opening pushes that address;
 * closing goes back to the list it was opened from.
 */
function useDetailDialog(
  detail: { pattern: string; to(id: string): string },
  param: string,
  tab: PartnerPortalTab,
) {
  const { pathname, search, state } = useLocation();
  const navigate = useNavigate();
  const openId = matchPath(detail.pattern, pathname)?.params[param] ?? null;
  const fromList = (state as { fromList?: boolean } | null)?.fromList === true;
  // The list's search, filters and page stay in the address under the details, so the list behind them stays
  // as it was (docs/product/shell-and-navigation.md#lists-and-the-address).
  return {
    openId,
    open: (id: string) => navigate({ pathname: detail.to(id), search }, { state: { fromList: true } }),
    // A deep link has no list behind it in the history: replace it with the list's address instead.
    close: () =>
      fromList
        ? navigate(-1)
        : navigate({ pathname: paths.partnerPortal.tab(tab), search }, { replace: true }),
  };
}

/**
 * /partner-portal: partner administrators (manage_partners) get the admin view, contacts of an active partner
 * their own; anyone else is told they have no access. The server enforces the same on every call. Each tab has
 * its address (/partner-portal/<tab>) and so do an application's details (/partner-portal/applications/<id>) and
 * a partner's (/partner-portal/partners/<id>).
 */
export function PartnerPortalPage() {
  const { hasPermission, hasRole, loading: profileLoading } = useAuthorization();
  const isAdmin = hasPermission("manage_partners");
  // Only a partner's contact holds the partner role (decision 0017): anyone else is refused without asking the
  // server, whose 403 would only repeat it in the console.
  const mayBePartner = hasRole("partner");
  const mine = useOwnPartner({ enabled: !profileLoading && !isAdmin && mayBePartner });
  const tierNames = useTierNames();
  const { pathname } = useLocation();
  const applicationDialog = useDetailDialog(paths.partnerPortal.application, "applicationId", "applications");
  const partnerDialog = useDetailDialog(paths.partnerPortal.partner, "partnerId", "partners");
  const role: PartnerPortalRole = isAdmin
    ? "admin"
    : mine.data?.member.role === "partner_admin"
      ? "partner-admin"
      : "partner";
  const defaultTab = defaultPartnerPortalTab(role);
  const tabs = partnerPortalTabs(role).map((tab) => ({ ...tab, path: paths.partnerPortal.tab(tab.value) }));
  const openTab = tabs.find((tab) => tab.value === tabForPath(pathname, tabs, defaultTab));
  const showsTabs = !profileLoading && (isAdmin || mine.isSuccess);
  useDocumentTitle(...(showsTabs && openTab ? [openTab.label] : []), "Partner Portal");

  if (profileLoading) return <PageLoading />;
  if (!isAdmin && !mayBePartner) return <NoPartnerPortalAccess />;
  if (!isAdmin && mine.isPending) return <PageLoading />;
  if (!isAdmin && mine.isError) {
    if (rpcFailureOf(mine.error)?.status === 403) return <NoPartnerPortalAccess />;
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
  const named = namedTab(pathname);
  if (named && !tabs.some((tab) => tab.value === named)) {
    // A partner following an administrator's link to a tab only manage_partners opens.
    if (!isAdmin && named === "team") {
      // A sales rep following a partner admin's link.
      return (
        <AccessDenied
          message="Only your company's partner admins can open the Team tab."
          back={{ label: "Back to Partner Portal", to: paths.partnerPortal.root }}
        />
      );
    }
    if (!isAdmin) {
      const label = partnerPortalTabs("admin").find((tab) => tab.value === named)?.label ?? named;
      return (
        <AccessDenied
          message={`You don't have permission to open the ${label} tab.`}
          permissions={["manage_partners"]}
          back={{ label: "Back to Partner Portal", to: paths.partnerPortal.root }}
        />
      );
    }
    // My Dashboard, a partner's own view, at an administrator's: open their first tab.
    return <Navigate to={paths.partnerPortal.root} replace />;
  }

  const contentOf = (tab: PartnerPortalTab): ReactNode =>
    tab === "dashboard" ? (
      <PartnerPortalDashboardTab />
    ) : tab === "submit-deal" ? (
      <PartnerPortalSubmitDealTab isAdmin={isAdmin} />
    ) : tab === "deals" ? (
      <PartnerPortalDealsTab isAdmin={isAdmin} byMember={role === "partner-admin"} />
    ) : tab === "performance" ? (
      // The sidebar's Performance Tracking (docs/product/deals.md#performance-tracking).
      isAdmin ? (
        <PerformanceRanking />
      ) : (
        <MyPerformance />
      )
    ) : tab === "applications" ? (
      <Suspense fallback={<Skeleton className="h-64 w-full" />}>
        <ApplicationsTab
          openApplicationId={applicationDialog.openId}
          onOpenApplication={applicationDialog.open}
          onCloseApplication={applicationDialog.close}
        />
      </Suspense>
    ) : tab === "partners" ? (
      <Suspense fallback={<Skeleton className="h-64 w-full" />}>
        <PartnersTab
          openPartnerId={partnerDialog.openId}
          partnerHref={paths.partnerPortal.partner.to}
          onOpenPartner={partnerDialog.open}
          onClosePartner={partnerDialog.close}
          parts={STAFF_DETAIL_PARTS}
          overview={(openPartner) => (
            <OnboardingOverview partnerHref={paths.partnerPortal.partner.to} onOpenPartner={openPartner} />
          )}
        />
      </Suspense>
    ) : tab === "team" ? (
      <TeamTab selfId={mine.data?.member.userId ?? ""} />
    ) : tab === "certifications" ? (
      // Inside the shell, a course opens on the Learning screen's course page.
      <PartnerLearningTab courseAddress={paths.learning.course.to} />
    ) : (
      <ResourceLibrary canManage={isAdmin} />
    );
  const moduleTabs: ModuleTab[] = tabs.map((tab) => ({ ...tab, content: contentOf(tab.value) }));

  return (
    <div className="mx-auto max-w-7xl">
      <ModulePage
        title={isAdmin ? "Partner Portal Admin" : "Partner Dashboard"}
        description={
          isAdmin
            ? "Review applications and manage partners, deals, certifications and resources."
            : "Register deals, follow your commission and find your certifications and sales material."
        }
        aboveTabs={
          !isAdmin && mine.data ? (
            <DealStatCards
              variant="portal"
              tier={{
                label: "Partner Tier",
                value: tierNames[mine.data.tier],
                note: `${mine.data.commissionRate}% commission rate`,
              }}
            />
          ) : undefined
        }
        tabsLabel="Partner Portal"
        defaultTab={defaultTab}
        scrollTabs
        tabs={moduleTabs}
      />
    </div>
  );
}
