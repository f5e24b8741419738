import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { BUSINESS_TYPES, COMPANY_SIZES } from "../enums";
import { applicationFormFields } from "./application-form-fields";
import { applicationFormSchema, statusLookupInput } from "./applications";
import { partnerSignInInput, requestSetupEmailInput } from "./auth";
import {
  EMAIL_ADDRESS,
  type FieldsAnswer,
  partnerSignInFields,
  setupEmailFields,
  statusLookupFields,
} from "./public-form-fields";

interface Checkable {
  safeParse(value: unknown): {
    success: boolean;
    data?: unknown;
    error?: { issues: { message: string; path: PropertyKey[] }[] };
  };
}

/** What a form shows for an input by the contract: the value sent, or each field's first message. */
function contractAnswer(schema: Checkable, value: unknown) {
  const result = schema.safeParse(value);
  if (result.success) return { sent: result.data };
  const errors: Record<string, string> = {};
  for (const { path, message } of result.error?.issues ?? []) {
    const field = String(path[0]);
    errors[field] ??= message;
  }
  return { errors };
}

/** The same by the form's own check. */
const formAnswer = (answer: FieldsAnswer<string, unknown>) =>
  answer.ok ? { sent: answer.values } : { errors: answer.errors };

// Addresses and near-addresses: padding, capitals, a null character, a lone surrogate, lengths around 254.
const address = fc.oneof(
  fc.emailAddress(),
  fc.emailAddress().map((value) => `  ${value.toUpperCase()} `),
  fc.emailAddress().map((value) => `${value}\u0000`),
  fc.emailAddress().map((value) => `\uD800${value}`),
  fc.string(),
  fc.constantFrom("", " ", "@", "a@", "@b.c", `${"a".repeat(250)}@b.co`, `${"a".repeat(245)}@b.co`),
);
const password = fc.oneof(fc.string(), fc.string({ minLength: 120, maxLength: 140 }), fc.constant(""));

// A form's controls hold text only, so the inputs are text; the contracts' answers to other values (a number, a
// list) are the server's alone.
describe("the public forms' checks", () => {
  it("use zod's e-mail pattern", () => {
    // The same pattern but for the escapes of "-" at the end of a class, which change nothing.
    expect(EMAIL_ADDRESS.source).toBe(z.regexes.email.source.replaceAll("\\-", "-"));
  });

  it("answer every e-mail address as the contracts do", () => {
    fc.assert(
      fc.property(address, (email) => {
        expect(formAnswer(setupEmailFields({ email }))).toEqual(
          contractAnswer(requestSetupEmailInput, { email }),
        );
        expect(formAnswer(statusLookupFields({ email }))).toEqual(
          contractAnswer(statusLookupInput, { email }),
        );
      }),
      { numRuns: 500 },
    );
  });

  it("answer every sign-in as the contract does", () => {
    fc.assert(
      fc.property(address, password, (email, secret) => {
        const input = { email, password: secret };
        expect(formAnswer(partnerSignInFields(input))).toEqual(contractAnswer(partnerSignInInput, input));
      }),
      { numRuns: 500 },
    );
  });

  it("answer every application as the contract does", () => {
    // What a person or a tampered form may put in a field: text around the limits, figures, addresses.
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
        "9007199254740993",
        "-9007199254740993",
        "-0",
        "1".repeat(400),
      ),
      fc.integer({ min: -5, max: 1_000_000_000_000 }).map(String),
      fc.double().map(String),
      fc.integer().map(String),
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
        "https://exa\tmple.com",
        " HTTP://Example.com/a b ",
        "http:example.com",
        "https:/path",
        "javascript:alert(1)",
      ),
      text,
    );
    const application = fc.record({
      companyName: text,
      businessType: fc.oneof(fc.constantFrom(...BUSINESS_TYPES, ""), text),
      website: website,
      annualRevenue: figure,
      contactName: text,
      contactEmail: address,
      contactPhone: text,
      businessLicense: text,
      yearsInBusiness: figure,
      numberOfEmployees: fc.oneof(fc.constantFrom(...COMPANY_SIZES, ""), text),
      primaryIndustry: text,
      partnershipReason: text,
      targetMarket: text,
      expectedDealsPerYear: figure,
      salesExperience: figure,
      additionalNotes: text,
    });
    fc.assert(
      fc.property(application, (input) => {
        expect(formAnswer(applicationFormFields(input))).toEqual(
          contractAnswer(applicationFormSchema, input),
        );
      }),
      { numRuns: 300 },
    );
  }, 60_000);
});
