import { BUSINESS_TYPES, COMPANY_SIZES } from "../enums";
import {
  checkFields,
  emailAddress,
  type FieldAnswer,
  type FormInput,
  firstOf,
  tooLong,
  unstorable,
} from "./public-form-fields";

// The application form's fields as plain checks, for /apply (decision 0036); the server checks the contract,
// applications.ts's applicationFormSchema, and public-form-fields.test.ts holds both to the same answers. Each
// helper is the text.ts or numbers.ts one of the same name.

const answer = <Value>(error: string | undefined, value: Value): FieldAnswer<Value> =>
  error === undefined ? { value } : { error };

const requiredText =
  (label: string, max: number) =>
  (value: string): FieldAnswer<string> => {
    const text = value.trim();
    return answer(
      firstOf(
        unstorable(label, value),
        text.length < 1 && `${label} is required.`,
        tooLong(label, text, max),
      ),
      text,
    );
  };

/** Empty is not given. */
const optionalText =
  (label: string, max: number) =>
  (value: string): FieldAnswer<string | undefined> => {
    const text = value.trim();
    return answer(firstOf(unstorable(label, value), tooLong(label, text, max)), text || undefined);
  };

/** What zod's z.url({ protocol: /^https?$/ }) accepts: http(s):// first, then what the URL parser can read. */
function isWebAddress(text: string): boolean {
  if (!/^https?:\/\//i.test(text)) return false;
  try {
    return /^https?$/.test(new URL(text).protocol.slice(0, -1));
  } catch {
    return false;
  }
}

const optionalWebsite = (value: string): FieldAnswer<string | undefined> => {
  const text = value.trim();
  const error = firstOf(unstorable("Website", value), tooLong("Website", text, 500));
  if (error !== undefined || !text) return answer(error, undefined);
  if (!isWebAddress(text)) return { error: "Website must be a full address, e.g. https://example.com." };
  // The URL parser drops tabs and line breaks; zod sends the address without them, as the parser read it.
  return { value: text.replace(/[\t\n\r]/g, "") };
};

const DECIMAL_NOTATION = /^-?\d+(\.\d+)?$/;

/** contracts/applications.ts's optionalNumber: a number in decimal notation, at least 0; empty is not given. */
const optionalNumber =
  (label: string, { integer = false, max }: { integer?: boolean; max: number }) =>
  (value: string): FieldAnswer<number | undefined> => {
    if (value === "") return { value: undefined };
    const number = DECIMAL_NOTATION.test(value) ? Number(value) : Number.NaN;
    if (!Number.isFinite(number)) return { error: `${label} must be a number.` };
    return answer(
      firstOf(
        integer && !Number.isSafeInteger(number) && `${label} must be a whole number.`,
        number < 0 && `${label} cannot be negative.`,
        number > max && `${label} is too large.`,
      ),
      number,
    );
  };

const oneOf =
  <Option extends string>(options: readonly Option[], error: string) =>
  (value: string): FieldAnswer<Option> =>
    (options as readonly string[]).includes(value) ? { value: value as Option } : { error };

/** Empty is not given. */
const optionalOneOf =
  <Option extends string>(options: readonly Option[], error: string) =>
  (value: string): FieldAnswer<Option | undefined> =>
    value === "" ? { value: undefined } : oneOf(options, error)(value);

const FIELDS = {
  companyName: requiredText("Company name", 200),
  businessType: oneOf(BUSINESS_TYPES, "Please choose a business type."),
  website: optionalWebsite,
  annualRevenue: optionalNumber("Annual revenue", { max: 999_999_999_999 }),
  contactName: requiredText("Contact name", 200),
  contactEmail: emailAddress("Contact email", { required: true }),
  contactPhone: optionalText("Contact phone", 50),
  businessLicense: optionalText("Business license", 100),
  yearsInBusiness: optionalNumber("Years in business", { integer: true, max: 500 }),
  numberOfEmployees: optionalOneOf(COMPANY_SIZES, "Please choose a company size."),
  primaryIndustry: optionalText("Primary industry", 200),
  partnershipReason: requiredText("Why you want to partner with us", 5000),
  targetMarket: optionalText("Target market", 2000),
  expectedDealsPerYear: optionalNumber("Expected deals per year", { integer: true, max: 100_000 }),
  salesExperience: optionalNumber("Sales experience", { max: 100 }),
  additionalNotes: optionalText("Additional notes", 5000),
};

export type ApplicationFieldsName = keyof typeof FIELDS;

/** What the form sends: each field's value as the contract's applicationFormSchema outputs it. */
export type ApplicationFieldsValues = {
  [Name in ApplicationFieldsName]: Extract<ReturnType<(typeof FIELDS)[Name]>, { value: unknown }>["value"];
};

/** contracts/applications.ts's applicationFormSchema (docs/product/applications.md#apply). */
export const applicationFormFields = (input: FormInput<ApplicationFieldsName>) =>
  checkFields<ApplicationFieldsName, ApplicationFieldsValues>(input, FIELDS);
