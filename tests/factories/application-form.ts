import type { ApplicationForm } from "../../src/shared/contracts/applications";

let sequence = 0;

/** A complete, valid application form whose company and contact e-mail no earlier call of this file used. */
export function applicationForm(overrides: Partial<ApplicationForm> = {}): ApplicationForm {
  sequence += 1;
  return {
    company_name: `Northwind Traders ${sequence}`,
    business_type: "reseller",
    website: "https://northwind.example",
    annual_revenue: 2_500_000,
    contact_name: "Nina North",
    contact_email: `nina.${sequence}@northwind.example`,
    contact_phone: "+1 555 0100",
    business_license: "BL-2026-001",
    years_in_business: 12,
    number_of_employees: "51-200",
    primary_industry: "Retail",
    partnership_reason: "We sell to mid-size retailers who need your platform.",
    target_market: "Mid-size retail in North America",
    expected_deals_per_year: 24,
    sales_experience: 8.5,
    additional_notes: "",
    ...overrides,
  };
}
