import type { ApplicationStatus, BusinessType, CompanySize } from "./enums";

// labels.ts's names for what the public pages show (the application form and its status), in a module of their
// own: labels.ts as a whole is about 1 kB of gzipped JavaScript those pages would load (decision 0036).
// labels.ts re-exports them, so every screen still takes its names from there.

export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  pending: "Pending",
  approved: "Approved",
  rejected: "Rejected",
};

export const BUSINESS_TYPE_LABELS: Record<BusinessType, string> = {
  reseller: "Reseller",
  consultant: "Consultant",
  system_integrator: "System Integrator",
  technology_partner: "Technology Partner",
  referral_partner: "Referral Partner",
};

export const COMPANY_SIZE_LABELS: Record<CompanySize, string> = {
  "1-10": "1-10 employees",
  "11-50": "11-50 employees",
  "51-200": "51-200 employees",
  "201-500": "201-500 employees",
  "500+": "500+ employees",
};
