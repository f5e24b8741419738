import type { PartnerPortalTab } from "../paths";

/**
 * The tabs of the Partner Portal screen per role (docs/product/partners.md#partner-portal-tabs): staff who manage
 * partners ("admin"), a partner's partner admins ("partner-admin", who also have the Team tab,
 * docs/product/partner-teams.md#the-team-page) and its sales reps ("partner") see different sets.
 */
export type PartnerPortalRole = "admin" | "partner-admin" | "partner";

export interface PartnerPortalTabLabel {
  value: PartnerPortalTab;
  label: string;
}

const PARTNER_TABS: PartnerPortalTabLabel[] = [
  { value: "dashboard", label: "My Dashboard" },
  { value: "submit-deal", label: "Submit Deal" },
  { value: "deals", label: "My Deals" },
  { value: "performance", label: "Performance" },
  { value: "certifications", label: "Certifications" },
  { value: "resources", label: "Resources" },
];

const TABS: Record<PartnerPortalRole, PartnerPortalTabLabel[]> = {
  partner: PARTNER_TABS,
  "partner-admin": [...PARTNER_TABS, { value: "team", label: "Team" }],
  admin: [
    { value: "submit-deal", label: "Submit Deal" },
    { value: "deals", label: "All Deals" },
    { value: "performance", label: "Performance" },
    { value: "applications", label: "Applications" },
    { value: "partners", label: "Partners" },
    { value: "certifications", label: "Certifications" },
    { value: "resources", label: "Resources" },
  ],
};

export function partnerPortalTabs(role: PartnerPortalRole): PartnerPortalTabLabel[] {
  return TABS[role];
}

/** Admins land on the deals, partners' members on their dashboard. */
export function defaultPartnerPortalTab(role: PartnerPortalRole): PartnerPortalTab {
  return role === "admin" ? "deals" : "dashboard";
}
