import { generatePath } from "react-router";
import type { SearchResult } from "#shared/contracts/search";
import { addressWithQuery as withQuery } from "../address-with-query";
import type { Audience } from "../audience";
import { partnerDashboardTabAddress as dashboardTab } from "../pages/partner-dashboard-tabs";
import { paths } from "../paths";

/**
 * Where a found record opens (docs/product/shell-and-navigation.md#search): its detail view where it has one,
 * otherwise its tab with the list searched for it, so the record is the one shown.
 */
export function searchResultAddress(audience: Audience, result: SearchResult): string {
  if (audience === "partner") {
    if (result.kind === "deal") return paths.partnerDeal.to(result.id);
    if (result.kind === "resource") return dashboardTab("resources", { q: result.title });
    if (result.kind === "course") return paths.partnerCourse.to(result.id);
    return dashboardTab("dashboard");
  }
  switch (result.kind) {
    case "deal":
      return paths.partnerPortal.deal.to(result.id);
    case "payout":
      return withQuery(paths.partnerPortal.tab("deals"), { view: "payouts" });
    case "partner":
      return paths.partnerPortal.partner.to(result.id);
    case "application":
      return paths.partnerPortal.application.to(result.id);
    case "user":
      return withQuery(paths.adminTab("users"), { q: result.detail });
    case "department":
      return paths.adminTab("departments");
    case "resource":
      return withQuery(paths.partnerPortal.tab("resources"), { q: result.title });
    case "course":
      return generatePath(paths.learning.course.pattern, { courseId: result.id });
  }
}
