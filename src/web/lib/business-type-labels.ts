import type { BusinessType } from "../../shared/enums";

/** How every screen names a partner's business type: the application form, its review and the Partners tab. */
export const BUSINESS_TYPE_LABELS: Record<BusinessType, string> = {
  reseller: "Reseller",
  consultant: "Consultant",
  system_integrator: "System Integrator",
  technology_partner: "Technology Partner",
  referral_partner: "Referral Partner",
};
