import * as z from "zod/mini";
import { BUSINESS_TYPES, COMPANY_SIZES } from "../enums";
import { atMost, emailAddress, storable } from "./public-form-fields";

// The application form's fields in zod/mini, for /apply (decision 0032); the server checks the contract,
// applications.ts's applicationFormSchema, and public-form-fields.test.ts holds both to the same answers. Each
// helper is the text.ts or numbers.ts one of the same name.

const emptyIsNotGiven = z.transform((value: string | undefined) => (value ? value : undefined));

const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required.` })
    .check(storable(label), z.trim(), z.minLength(1, { error: `${label} is required.` }), atMost(label, max));

const optionalText = (label: string, max: number) =>
  z.pipe(
    z.optional(
      z.string({ error: `${label} must be text.` }).check(storable(label), z.trim(), atMost(label, max)),
    ),
    emptyIsNotGiven,
  );

const optionalWebsite = z.pipe(
  z.pipe(
    z.optional(
      z
        .string({ error: "Website must be text." })
        .check(storable("Website"), z.trim(), atMost("Website", 500)),
    ),
    emptyIsNotGiven,
  ),
  z.optional(
    z.url({ protocol: /^https?$/, error: "Website must be a full address, e.g. https://example.com." }),
  ),
);

const DECIMAL_NOTATION = /^-?\d+(\.\d+)?$/;

/** contracts/applications.ts's optionalNumber: a number or its decimal notation, at least 0; empty is not given. */
const optionalNumber = (label: string, { integer = false, max }: { integer?: boolean; max: number }) => {
  const notANumber = {
    error: (issue: { input?: unknown }) =>
      issue.input === undefined ? `${label} is required.` : `${label} must be a number.`,
  };
  return z.pipe(
    z.pipe(
      z.optional(z.union([z.number(notANumber), z.string(notANumber), z.null(notANumber)], notANumber)),
      z.transform((value: number | string | null | undefined, context) => {
        if (value === undefined || value === null || value === "") return undefined;
        if (typeof value === "number") return value;
        if (DECIMAL_NOTATION.test(value)) return Number(value);
        context.issues.push({ code: "custom", input: value, message: `${label} must be a number.` });
        return z.NEVER;
      }),
    ),
    z.optional(
      z
        .number({ error: `${label} must be a number.` })
        .check(
          ...(integer ? [z.int({ error: `${label} must be a whole number.` })] : []),
          z.gte(0, { error: `${label} cannot be negative.` }),
          z.lte(max, { error: `${label} is too large.` }),
        ),
    ),
  );
};

/** contracts/applications.ts's applicationFormSchema (docs/product/applications.md#apply). */
export const applicationFormFields = z.object({
  companyName: requiredText("Company name", 200),
  businessType: z.enum(BUSINESS_TYPES, { error: "Please choose a business type." }),
  website: optionalWebsite,
  annualRevenue: optionalNumber("Annual revenue", { max: 999_999_999_999 }),
  contactName: requiredText("Contact name", 200),
  contactEmail: emailAddress("Contact email", { required: true }),
  contactPhone: optionalText("Contact phone", 50),
  businessLicense: optionalText("Business license", 100),
  yearsInBusiness: optionalNumber("Years in business", { integer: true, max: 500 }),
  // z.preprocess in the contract: its key is optional, as the outer optional makes it here.
  numberOfEmployees: z.optional(
    z.pipe(
      z.transform((value: unknown) => (value === "" ? undefined : value)),
      z.optional(z.enum(COMPANY_SIZES, { error: "Please choose a company size." })),
    ),
  ),
  primaryIndustry: optionalText("Primary industry", 200),
  partnershipReason: requiredText("Why you want to partner with us", 5000),
  targetMarket: optionalText("Target market", 2000),
  expectedDealsPerYear: optionalNumber("Expected deals per year", { integer: true, max: 100_000 }),
  salesExperience: optionalNumber("Sales experience", { max: 100 }),
  additionalNotes: optionalText("Additional notes", 5000),
});
