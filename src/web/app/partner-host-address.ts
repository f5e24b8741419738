import { matchPath } from "react-router";
import {
  PARTNER_DASHBOARD_TABS,
  type PartnerDashboardTab,
  partnerDashboardTabAddress,
} from "./pages/partner-dashboard-tabs";
import { paths } from "./paths";

/** A Partner Portal tab (internal host) is the dashboard tab of the same name; Certifications is Learning. */
function dashboardTabOf(portalTab: string): PartnerDashboardTab {
  const named = portalTab === "certifications" ? "learning" : portalTab;
  return PARTNER_DASHBOARD_TABS.find((tab) => tab.value === named)?.value ?? "dashboard";
}

/**
 * Where an internal-host address a partner may still hold (a bookmark, a shared link, the Partner Portal or
 * Learning it read about) leads on a partner host, which serves neither: the partner dashboard's tab that
 * shows the same, a course as the dashboard's course page, a deal as the dashboard's deal page. Undefined
 * for any other address.
 */
export function partnerHostAddressOf(pathname: string): string | undefined {
  const course = matchPath(paths.learning.course.pattern, pathname)?.params.courseId;
  if (course) return paths.partnerCourse.to(course);
  const deal = matchPath(paths.partnerPortal.deal.pattern, pathname)?.params.dealId;
  if (deal) return paths.partnerDeal.to(deal);
  if (matchPath(`${paths.learning.catalog}/*`, pathname)) return partnerDashboardTabAddress("learning");
  if (!matchPath(`${paths.partnerPortal.root}/*`, pathname)) return undefined;
  const tab = matchPath(`${paths.partnerPortal.root}/:tab/*`, pathname)?.params.tab ?? "dashboard";
  return partnerDashboardTabAddress(dashboardTabOf(tab));
}
