import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { BUSINESS_TYPES, COMPANY_SIZES } from "../enums";
import { applicationFormFields } from "./application-form-fields";
import { applicationFormSchema, statusLookupInput } from "./applications";
import { partnerSignInInput, requestSetupEmailInput } from "./auth";
import { partnerSignInFields, setupEmailFields, statusLookupFields } from "./public-form-fields";

interface Checkable {
  safeParse(value: unknown): {
    success: boolean;
    data?: unknown;
    error?: { issues: { message: string; path: PropertyKey[] }[] };
  };
}

/** What a form shows for an input: the value sent, or the first message. */
function answer(schema: Checkable, value: unknown) {
  const result = schema.safeParse(value);
  return result.success ? { sent: result.data } : { message: result.error?.issues[0]?.message };
}

// Addresses and near-addresses: padding, capitals, a null character, a lone surrogate, lengths around 254.
const address = fc.oneof(
  fc.emailAddress(),
  fc.emailAddress().map((value) => `  ${value.toUpperCase()} `),
  fc.emailAddress().map((value) => `${value}\u0000`),
  fc.emailAddress().map((value) => `\uD800${value}`),
  fc.string(),
  fc.constantFrom("", " ", "@", "a@", "@b.c", `${"a".repeat(250)}@b.co`, `${"a".repeat(245)}@b.co`),
);
/** Every refusal of an input, where and why: a form shows each field's first. */
function answers(schema: Checkable, value: unknown) {
  const result = schema.safeParse(value);
  return result.success
    ? { sent: result.data }
    : { issues: result.error?.issues.map(({ path, message }) => ({ path, message })) };
}

const password = fc.oneof(fc.string(), fc.string({ minLength: 120, maxLength: 140 }), fc.constant(""));

describe("the public forms' zod/mini fields", () => {
  it("answer every e-mail address as the contracts do", () => {
    fc.assert(
      fc.property(address, (email) => {
        expect(answer(setupEmailFields, { email })).toEqual(answer(requestSetupEmailInput, { email }));
        expect(answer(statusLookupFields, { email })).toEqual(answer(statusLookupInput, { email }));
      }),
      { numRuns: 500 },
    );
  });

  it("answer every sign-in as the contract does", () => {
    fc.assert(
      fc.property(address, password, (email, secret) => {
        const input = { email, password: secret };
        expect(answer(partnerSignInFields, input)).toEqual(answer(partnerSignInInput, input));
      }),
      { numRuns: 500 },
    );
  });

  it("answer every application as the contract does", () => {
    // What a person or a tampered form may put in a field: text around the limits, figures, and what is not text.
    const text = fc.oneof(
      fc.string(),
      fc.constantFrom(
        "",
        "  ",
        "\u0000",
        "\uDC00x",
        "a".repeat(201),
        ` ${"b".repeat(200)} `,
        "x".repeat(5001),
      ),
    );
    const figure = fc.oneof(
      fc.constantFrom(
        "",
        "0",
        "-1",
        "1.5",
        "12",
        "0x10",
        "1e3",
        "Infinity",
        " 7",
        "500",
        "501",
        "100000",
        "100001",
      ),
      fc.integer({ min: -5, max: 1_000_000_000_000 }).map(String),
      fc.double(),
      fc.integer(),
      fc.constant(null),
    );
    const website = fc.oneof(
      fc.webUrl(),
      fc.constantFrom(
        "",
        " ",
        "example.com",
        "ftp://example.com",
        "https://",
        `https://${"a".repeat(500)}.com`,
      ),
      text,
    );
    const anything = fc.oneof(fc.constant(undefined), fc.boolean(), fc.constant([]), fc.constant({}));
    const field = <T>(arbitrary: fc.Arbitrary<T>) =>
      fc.oneof({ weight: 8, arbitrary }, { weight: 1, arbitrary: anything });
    const application = fc.record({
      companyName: field(text),
      businessType: field(fc.oneof(fc.constantFrom(...BUSINESS_TYPES), text)),
      website: field(website),
      annualRevenue: field(figure),
      contactName: field(text),
      contactEmail: field(address),
      contactPhone: field(text),
      businessLicense: field(text),
      yearsInBusiness: field(figure),
      numberOfEmployees: field(fc.oneof(fc.constantFrom(...COMPANY_SIZES), text)),
      primaryIndustry: field(text),
      partnershipReason: field(text),
      targetMarket: field(text),
      expectedDealsPerYear: field(figure),
      salesExperience: field(figure),
      additionalNotes: field(text),
    });
    fc.assert(
      fc.property(application, (input) => {
        expect(answers(applicationFormFields, input)).toEqual(answers(applicationFormSchema, input));
      }),
      { numRuns: 300 },
    );
  }, 60_000);
});
