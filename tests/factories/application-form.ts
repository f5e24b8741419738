import type { ApplicationForm } from "#shared/contracts/applications";

let sequence = 0;

/** A complete, valid application form whose company and contact e-mail no earlier call of this file used. */
export function applicationForm(overrides: Partial<ApplicationForm> = {}): ApplicationForm {
  sequence += 1;
  return {
    companyName: `Northwind Traders ${sequence}`,
    businessType: "reseller",
    website: "https://northwind.example",
    annualRevenue: 2_500_000,
    contactName: "Nina North",
    contactEmail: `nina.${sequence}@northwind.example`,
    contactPhone: "+1 555 0100",
    businessLicense: "BL-2026-001",
    yearsInBusiness: 12,
    numberOfEmployees: "51-200",
    primaryIndustry: "Retail",
    partnershipReason: "We sell to mid-size retailers who need your platform.",
    targetMarket: "Mid-size retail in North America",
    expectedDealsPerYear: 24,
    salesExperience: 8.5,
    additionalNotes: "",
    ...overrides,
  };
}
