import type { BusinessType } from "#shared/enums";
import { humanize } from "../lib/humanize";

/** How every screen names a partner's business type: the application form, its review and the Partners tab. */
export const BUSINESS_TYPE_LABELS: Record<BusinessType, string> = {
  reseller: "Reseller",
  consultant: "Consultant",
  system_integrator: "System Integrator",
  technology_partner: "Technology Partner",
  referral_partner: "Referral Partner",
};

/** A business type's name; a stored value this version does not know, as words. */
export const businessTypeLabel = (type: string): string =>
  (BUSINESS_TYPE_LABELS as Record<string, string>)[type] ?? humanize(type);
