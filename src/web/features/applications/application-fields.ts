import { COMPANY_SIZE_LABELS } from "#shared/application-labels";
import type { ApplicationForm } from "#shared/contracts/applications";
import { BUSINESS_TYPE_LABELS } from "#web/domain/business-type-labels";

// What an application asks, in the order and sections of the form; the reviewer's detail view reads the same.

export { COMPANY_SIZE_LABELS };

export type ApplicationFieldName = keyof ApplicationForm;

interface FieldBase {
  name: ApplicationFieldName;
  label: string;
  required?: boolean;
  hint?: string;
  placeholder?: string;
  autoComplete?: string;
}

export type ApplicationField = FieldBase &
  (
    | { kind: "text" | "email" | "tel" | "url" | "textarea" }
    | { kind: "number"; step: string; money?: boolean }
    | { kind: "select"; options: Record<string, string>; placeholder: string }
  );

export interface ApplicationSection {
  id: "company" | "contact" | "business" | "partnership" | "documents" | "notes";
  title: string;
  description: string;
  fields: ApplicationField[];
}

export const APPLICATION_SECTIONS: ApplicationSection[] = [
  {
    id: "company",
    title: "Company Information",
    description: "Who you are.",
    fields: [
      {
        name: "companyName",
        label: "Company Name",
        kind: "text",
        required: true,
        autoComplete: "organization",
      },
      {
        name: "businessType",
        label: "Business Type",
        kind: "select",
        required: true,
        options: BUSINESS_TYPE_LABELS,
        placeholder: "Choose a business type",
      },
      {
        name: "website",
        label: "Website",
        kind: "url",
        placeholder: "https://example.com",
        autoComplete: "url",
      },
      { name: "annualRevenue", label: "Annual Revenue (USD)", kind: "number", step: "0.01", money: true },
    ],
  },
  {
    id: "contact",
    title: "Contact Information",
    description: "The person we will reply to. Approved partners sign in with this e-mail address.",
    fields: [
      { name: "contactName", label: "Contact Name", kind: "text", required: true, autoComplete: "name" },
      { name: "contactEmail", label: "Contact Email", kind: "email", required: true, autoComplete: "email" },
      { name: "contactPhone", label: "Contact Phone", kind: "tel", autoComplete: "tel" },
    ],
  },
  {
    id: "business",
    title: "Business Details",
    description: "How established your business is.",
    fields: [
      { name: "businessLicense", label: "Business License Number", kind: "text" },
      { name: "yearsInBusiness", label: "Years in Business", kind: "number", step: "1" },
      {
        name: "numberOfEmployees",
        label: "Number of Employees",
        kind: "select",
        options: COMPANY_SIZE_LABELS,
        placeholder: "Choose a company size",
      },
      { name: "primaryIndustry", label: "Primary Industry", kind: "text", placeholder: "e.g. Retail" },
    ],
  },
  {
    id: "partnership",
    title: "Partnership Details",
    description: "What you expect from the partnership.",
    fields: [
      {
        name: "partnershipReason",
        label: "Why do you want to partner with us?",
        kind: "textarea",
        required: true,
      },
      {
        name: "targetMarket",
        label: "Target Market",
        kind: "textarea",
        placeholder: "e.g. Mid-size retailers in North America",
      },
      { name: "expectedDealsPerYear", label: "Expected Deals per Year", kind: "number", step: "1" },
      {
        name: "salesExperience",
        label: "Years of Sales Experience",
        kind: "number",
        step: "0.1",
        hint: "In years; decimals are fine, e.g. 2.5.",
      },
    ],
  },
  {
    id: "documents",
    title: "Supporting Documents",
    description:
      "Business licence, company profile, references: PDF, Word, JPEG or PNG, up to 10 files of 10 MB each.",
    fields: [],
  },
  {
    id: "notes",
    title: "Additional Notes",
    description: "Optional: anything that helps us assess your application.",
    fields: [{ name: "additionalNotes", label: "Anything else we should know?", kind: "textarea" }],
  },
];
