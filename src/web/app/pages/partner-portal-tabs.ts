import type { PartnerPortalTab } from "../paths";

/**
 * The tabs of the Partner Portal screen per role (docs/product/partners.md#partner-portal-tabs): partners and
 * partner administrators see different sets.
 */
export type PartnerPortalRole = "admin" | "partner";

export interface PartnerPortalTabLabel {
  value: PartnerPortalTab;
  label: string;
}

const TABS: Record<PartnerPortalRole, PartnerPortalTabLabel[]> = {
  partner: [
    { value: "dashboard", label: "My Dashboard" },
    { value: "submit-deal", label: "Submit Deal" },
    { value: "deals", label: "My Deals" },
    { value: "performance", label: "Performance" },
    { value: "certifications", label: "Certifications" },
    { value: "resources", label: "Resources" },
  ],
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

/** Admins land on the deals, partners on their dashboard. */
export function defaultPartnerPortalTab(role: PartnerPortalRole): PartnerPortalTab {
  return role === "admin" ? "deals" : "dashboard";
}
