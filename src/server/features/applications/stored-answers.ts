import type { ApplicationData } from "#server/db/schema/partners";
import type { ApplicationFormValues } from "#shared/contracts/applications";

/**
 * The key each answer has in the application_data column. The column keeps the snake_case keys it was filled
 * with (its index reads contact_email), while the API names every field in camelCase.
 */
const STORED_KEYS = {
  companyName: "company_name",
  businessType: "business_type",
  website: "website",
  annualRevenue: "annual_revenue",
  contactName: "contact_name",
  contactEmail: "contact_email",
  contactPhone: "contact_phone",
  businessLicense: "business_license",
  yearsInBusiness: "years_in_business",
  numberOfEmployees: "number_of_employees",
  primaryIndustry: "primary_industry",
  partnershipReason: "partnership_reason",
  targetMarket: "target_market",
  expectedDealsPerYear: "expected_deals_per_year",
  salesExperience: "sales_experience",
  additionalNotes: "additional_notes",
  submissionDate: "submission_date",
} as const satisfies Record<keyof ApplicationFormValues | "submissionDate", keyof ApplicationData>;

type AnswerName = keyof typeof STORED_KEYS;

/** The application as stored: every form value, the optional ones as null, and when it was sent. */
export function storedAnswers(form: ApplicationFormValues, submittedAt: Date): ApplicationData {
  const answers: Partial<Record<AnswerName, unknown>> = {
    ...form,
    submissionDate: submittedAt.toISOString(),
  };
  return Object.fromEntries(
    Object.entries(STORED_KEYS).map(([name, key]) => [key, answers[name as AnswerName] ?? null]),
  ) as unknown as ApplicationData;
}

/** The stored answers under the API's names; a key the column lacks (an older row) is left out. */
export function answersOf(data: ApplicationData): Record<string, unknown> {
  const stored = data as unknown as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(STORED_KEYS)
      .filter(([, key]) => key in stored)
      .map(([name, key]) => [name, stored[key]]),
  );
}
