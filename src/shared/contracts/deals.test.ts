import { describe, expect, it } from "vitest";
import { dashboardDealFormSchema, dealFormSchema } from "./deals";

const VALID = { companyName: "Globex", contactPerson: "Hank Scorpio", dealValue: "48000.00" };
const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe("the deal forms", () => {
  // The messages docs/product/deals.md#submit quotes.
  it("give the documented messages for a missing company, contact and a value under 1", () => {
    expect(messages(dealFormSchema.safeParse({ ...VALID, companyName: "  " }))).toEqual([
      "Company name is required",
    ]);
    expect(messages(dealFormSchema.safeParse({ ...VALID, contactPerson: "" }))).toEqual([
      "Contact person is required",
    ]);
    expect(messages(dealFormSchema.safeParse({ ...VALID, dealValue: "0.99" }))).toEqual([
      "Deal value must be greater than 0",
    ]);
  });

  it("take a value as a decimal string or a number and keep it as a string", () => {
    expect(dealFormSchema.parse({ ...VALID, dealValue: 1250.5 }).dealValue).toBe("1250.5");
    expect(dealFormSchema.parse({ ...VALID, dealValue: " 99.95 " }).dealValue).toBe("99.95");
  });

  it("refuse malformed, negative and too large values with one message each", () => {
    for (const dealValue of ["12.345", "-5", "1e6", "abc", "1\u0000"]) {
      expect(messages(dealFormSchema.safeParse({ ...VALID, dealValue }))).toHaveLength(1);
    }
    expect(messages(dealFormSchema.safeParse({ ...VALID, dealValue: "1000000000.01" }))).toEqual([
      "Deal value must be at most $1,000,000,000",
    ]);
  });

  it("let the separate dashboard's form register a value of 0", () => {
    expect(dashboardDealFormSchema.parse({ ...VALID, dealValue: "0" }).dealValue).toBe("0");
    expect(dealFormSchema.safeParse({ ...VALID, dealValue: "0" }).success).toBe(false);
  });

  it("treat an empty expected close date as none and refuse one that is not a date", () => {
    expect(dealFormSchema.parse({ ...VALID, expectedCloseDate: "" }).expectedCloseDate).toBeUndefined();
    expect(dealFormSchema.safeParse({ ...VALID, expectedCloseDate: "31/03/2027" }).success).toBe(false);
  });
});
