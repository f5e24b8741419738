import type { PartnerMemberRole } from "#shared/enums";
import { addressWithQuery } from "../address-with-query";
import { paths } from "../paths";

/**
 * The partner dashboard's tabs (docs/product/partners.md#partner-dashboard); Learning replaces the promised
 * Certifications (docs/product/learning.md#partner-learning); API is the partner's API keys
 * (docs/product/api-and-integrations.md#partner-keys) and webhook endpoints; Support is the partner's customers
 * and their tickets (docs/product/customer-success.md#partners); Team is the partner's members
 * (docs/product/partner-teams.md#the-team-page); Agreement is the programme agreement every member reads and its
 * partner admins sign (docs/product/agreements.md#signing). Team and API are a partner admin's alone. The open tab is in the
 * address (`?tab=`), so a course can link back to Learning.
 */
export const PARTNER_DASHBOARD_TABS = [
  { value: "dashboard", label: "Dashboard" },
  { value: "submit-deal", label: "Submit Deal" },
  { value: "deals", label: "My Deals" },
  { value: "performance", label: "Performance" },
  { value: "learning", label: "Learning" },
  { value: "resources", label: "Resources" },
  { value: "support", label: "Support" },
  { value: "agreement", label: "Agreement" },
  { value: "team", label: "Team" },
  { value: "api", label: "API" },
] as const;

export type PartnerDashboardTab = (typeof PARTNER_DASHBOARD_TABS)[number]["value"];

const ADMINS_ONLY: readonly PartnerDashboardTab[] = ["team", "api"];

/** The tabs a member of this role sees: a sales rep has no Team or API tab, as the server refuses them both. */
export function partnerDashboardTabsFor(role: PartnerMemberRole) {
  return PARTNER_DASHBOARD_TABS.filter((tab) => role === "partner_admin" || !ADMINS_ONLY.includes(tab.value));
}

const TAB_PARAM = "tab";

/** The tab an address's query names; Dashboard for none, an unknown one, or one the role does not see. */
export function partnerDashboardTabOf(
  search: URLSearchParams,
  role: PartnerMemberRole = "partner_admin",
): PartnerDashboardTab {
  const named = search.get(TAB_PARAM);
  return partnerDashboardTabsFor(role).find((tab) => tab.value === named)?.value ?? "dashboard";
}

/** The query that opens a tab: none for Dashboard, so the dashboard's own address stays plain. */
export function partnerDashboardTabSearch(tab: PartnerDashboardTab): Record<string, string> {
  return tab === "dashboard" ? {} : { [TAB_PARAM]: tab };
}

/** The address of the partner dashboard on this host with one tab open, and what else its query holds. */
export function partnerDashboardTabAddress(
  tab: PartnerDashboardTab,
  query: Record<string, string> = {},
): string {
  return addressWithQuery(paths.partner.dashboard, { ...partnerDashboardTabSearch(tab), ...query });
}
