import { z } from "zod";
import { MAX_DOCUMENTS } from "../application-documents";
import { APPLICATION_STATUSES, BUSINESS_TYPES, COMPANY_SIZES, PARTNER_STATUSES } from "../enums";
import { uuid } from "./ids";
import { numberField, optionalNumberField } from "./numbers";
import { cappedPageOf, pageInput } from "./paging";
import { emailAddress, optionalText, optionalWebsite, requiredText } from "./text";

export { DOCUMENT_EXTENSIONS, MAX_DOCUMENT_BYTES, MAX_DOCUMENTS } from "../application-documents";

/** The form's optional figures: never negative; empty ("" from the form) means "not given". */
const optionalNumber = (label: string, rules: { integer?: boolean; max: number }) =>
  optionalNumberField(label, { ...rules, min: 0 });

/** The application form (docs/product/applications.md#apply), checked in the browser and on the server. */
export const applicationFormSchema = z.object({
  companyName: requiredText("Company name", 200),
  businessType: z.enum(BUSINESS_TYPES, { error: "Please choose a business type." }),
  website: optionalWebsite,
  annualRevenue: optionalNumber("Annual revenue", { max: 999_999_999_999 }),
  contactName: requiredText("Contact name", 200),
  contactEmail: emailAddress("Contact email", { required: true }),
  contactPhone: optionalText("Contact phone", 50),
  businessLicense: optionalText("Business license", 100),
  yearsInBusiness: optionalNumber("Years in business", { integer: true, max: 500 }),
  numberOfEmployees: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z.enum(COMPANY_SIZES, { error: "Please choose a company size." }).optional(),
  ),
  primaryIndustry: optionalText("Primary industry", 200),
  partnershipReason: requiredText("Why you want to partner with us", 5000),
  targetMarket: optionalText("Target market", 2000),
  expectedDealsPerYear: optionalNumber("Expected deals per year", { integer: true, max: 100_000 }),
  salesExperience: optionalNumber("Sales experience", { max: 100 }),
  additionalNotes: optionalText("Additional notes", 5000),
});
export type ApplicationForm = z.input<typeof applicationFormSchema>;
export type ApplicationFormValues = z.output<typeof applicationFormSchema>;

export const submitApplicationInput = z.object({
  application: applicationFormSchema,
  documents: z
    .array(z.file())
    .max(MAX_DOCUMENTS, { error: `Please attach at most ${MAX_DOCUMENTS} documents.` })
    .default([]),
});

export const submitApplicationOutput = z.object({
  applicationId: uuid(),
  status: z.literal("pending"),
  submittedAt: z.date(),
});

const applicationDocument = z.object({
  name: z.string(),
  type: z.string(),
  size: z.number().int(),
});

export const statusLookupInput = z.object({ email: emailAddress("Email") });

/** What /status shows: the application's state, or why there is nothing to show. */
export const statusLookupOutput = z.discriminatedUnion("result", [
  z.object({
    result: z.literal("found"),
    companyName: z.string(),
    status: z.enum(APPLICATION_STATUSES),
    submittedAt: z.date(),
    reviewedAt: z.date().nullable(),
    reviewerNotes: z.string().nullable(),
    partnerStatus: z.enum(PARTNER_STATUSES),
  }),
  z.object({ result: z.literal("not_found") }),
  /** A partner exists for the e-mail but no application was ever filed (e.g. an imported partner). */
  z.object({ result: z.literal("partner_without_application"), companyName: z.string() }),
  /** An application names the e-mail but its partner no longer does: the records disagree. */
  z.object({ result: z.literal("data_error") }),
]);
export type StatusLookup = z.infer<typeof statusLookupOutput>;

// The sizes the review list offers (docs/product/shell-and-navigation.md#lists-and-the-address) and the earlier ones.
const APPLICATION_PAGE_SIZES = [10, 20, 25, 50, 100] as const;

export const listApplicationsInput = z
  .object({
    status: z.enum(APPLICATION_STATUSES).optional(),
    page: pageInput.page,
    pageSize: optionalNumberField("Page size", { integer: true })
      .transform((size) => size ?? 20)
      .refine((size) => (APPLICATION_PAGE_SIZES as readonly number[]).includes(size), {
        error: "Page size must be 10, 20, 25, 50 or 100.",
      }),
  })
  .meta({ examples: [{ status: "pending", page: 1, pageSize: 20 }] });

export const applicationSummary = z.object({
  id: uuid(),
  partnerId: uuid(),
  companyName: z.string(),
  contactName: z.string(),
  contactEmail: z.string(),
  businessType: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  submittedAt: z.date(),
  reviewedAt: z.date().nullable(),
  documentCount: z.number().int(),
});

export const listApplicationsOutput = cappedPageOf(applicationSummary);

export const applicationIdInput = z.object({ id: uuid({ error: "That is not an application id." }) });

export const applicationDetail = applicationSummary.extend({
  /** The answers as submitted, under the form's field names, and `submissionDate` (ISO 8601). */
  applicationData: z.record(z.string(), z.unknown()),
  documents: z.array(applicationDocument),
  reviewerNotes: z.string().nullable(),
  reviewedBy: z.string().nullable(),
  partnerStatus: z.enum(PARTNER_STATUSES),
});

export const downloadDocumentInput = z.object({
  id: uuid(),
  index: numberField("Document index", { integer: true, min: 0, max: MAX_DOCUMENTS - 1 }),
});

export const reviewApplicationInput = z.object({
  id: uuid(),
  decision: z.enum(["approve", "reject"]),
  notes: optionalText("Notes", 5000),
});

/** The review's notes, the one field a reviewer fills in before approving or rejecting. */
export const reviewNotesSchema = reviewApplicationInput.pick({ notes: true });
export type ReviewNotesForm = z.input<typeof reviewNotesSchema>;

/**
 * What became of the welcome mail right after the review: sent; already being sent by the delivery worker;
 * queued after a failed try (the worker keeps trying); failed for good; or kept in the outbox because this
 * server has no mail server configured (development).
 */
export const welcomeEmailOutcome = z.discriminatedUnion("status", [
  z.object({ status: z.literal("sent") }),
  z.object({ status: z.literal("sending") }),
  z.object({ status: z.literal("queued"), reason: z.string() }),
  z.object({ status: z.literal("failed"), reason: z.string() }),
  z.object({ status: z.literal("no_mail_server") }),
]);

export type WelcomeEmailOutcome = z.infer<typeof welcomeEmailOutcome>;

export const reviewApplicationOutput = z.object({
  application: applicationDetail,
  welcomeEmail: welcomeEmailOutcome.optional(),
});

export const resendWelcomeOutput = z.object({ welcomeEmail: welcomeEmailOutcome });
