import { hasPermission } from "#shared/authorization";
import type { PermissionProfileDto } from "#shared/contracts/auth";
import type { PartnerMemberRole } from "#shared/enums";
import { adminAccessOf, adminTabs } from "#web/features/admin/admin-access";
import type { SearchPlace } from "#web/features/search/palette/search-palette";
import { NAV_GROUPS } from "../../layout/nav-items";
import type { Audience } from "../audience";
import { partnerDashboardTabSearch, partnerDashboardTabsFor } from "../pages/partner-dashboard-tabs";
import { partnerPortalTabs } from "../pages/partner-portal-tabs";
import { paths } from "../paths";

/**
 * The places the palette offers: the screens and tabs this person can open, so a place never leads to a
 * refusal (docs/product/shell-and-navigation.md#search). A partner's member is offered their role's tabs, a sales
 * rep's until their role is known.
 */
export function searchPlaces(
  audience: Audience,
  profile: PermissionProfileDto | null,
  memberRole: PartnerMemberRole = "sales_rep",
): SearchPlace[] {
  if (audience === "partner")
    return partnerDashboardTabsFor(memberRole).map((tab) => {
      const query = new URLSearchParams(partnerDashboardTabSearch(tab.value)).toString();
      return {
        label: tab.label,
        href: query ? `${paths.partner.dashboard}?${query}` : paths.partner.dashboard,
      };
    });
  const sidebar = NAV_GROUPS.flatMap((group) =>
    group.items.map(({ title, href }) => ({ label: title, href })),
  );
  const partnerPortal = hasPermission(profile, "manage_partners")
    ? partnerPortalTabs("admin").map((tab) => ({
        label: tab.label,
        href: paths.partnerPortal.tab(tab.value),
      }))
    : [];
  const access = adminAccessOf(profile);
  const admin = access.settings
    ? adminTabs(access).map((tab) => ({ label: tab.label, href: paths.adminTab(tab.value) }))
    : [];
  const all = [...sidebar, ...partnerPortal, ...admin];
  return all.filter((place, index) => all.findIndex((other) => other.href === place.href) === index);
}
