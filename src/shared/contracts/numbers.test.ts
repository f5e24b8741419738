import { describe, expect, it } from "vitest";
import { compareDecimal, decimalString, numberField, optionalNumberField } from "./numbers";

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

/** Values some parsers turn into a number: none of them is one. */
const NOT_NUMBERS = [
  true,
  false,
  [],
  [5],
  [[[[5]]]],
  {},
  { value: 5 },
  " ",
  " 5",
  "5 ",
  "0x10",
  "1e3",
  "Infinity",
  "NaN",
  "5,5",
  ".5",
  "5.",
  "+5",
  Number.NaN,
  Number.POSITIVE_INFINITY,
];

describe("numberField", () => {
  const rate = numberField("Rate", { min: 0, max: 100 });

  it("takes a number or its decimal notation as text", () => {
    expect(rate.parse(12.5)).toBe(12.5);
    expect(rate.parse("12.5")).toBe(12.5);
    expect(rate.parse("007")).toBe(7);
    expect(rate.parse(0)).toBe(0);
  });

  it.each(NOT_NUMBERS.map((value) => [JSON.stringify(value) ?? String(value), value]))(
    "refuses %s as not a number, naming the field",
    (_label, value) => {
      expect(messages(rate.safeParse(value))).toEqual(["Rate must be a number."]);
    },
  );

  it("says a missing or empty value is required", () => {
    expect(messages(rate.safeParse(undefined))).toEqual(["Rate is required."]);
    expect(messages(rate.safeParse(""))).toEqual(["Rate is required."]);
  });

  it("checks the bounds and whole numbers after reading the text", () => {
    const page = numberField("Page", { integer: true, min: 1, max: 10 });
    expect(messages(page.safeParse("0"))).toEqual(["Page must be at least 1."]);
    expect(messages(page.safeParse("11"))).toEqual(["Page is too large."]);
    expect(messages(page.safeParse("1.5"))).toEqual(["Page must be a whole number."]);
    expect(messages(rate.safeParse("-1"))).toEqual(["Rate cannot be negative."]);
  });
});

describe("optionalNumberField", () => {
  const years = optionalNumberField("Years", { integer: true, min: 0, max: 500 });

  it("reads empty text, null and nothing as not given", () => {
    expect(years.parse("")).toBeUndefined();
    expect(years.parse(null)).toBeUndefined();
    expect(years.parse(undefined)).toBeUndefined();
    expect(years.parse("12")).toBe(12);
  });

  it.each(NOT_NUMBERS.map((value) => [JSON.stringify(value) ?? String(value), value]))(
    "refuses %s",
    (_label, value) => {
      expect(messages(years.safeParse(value))).toEqual(["Years must be a number."]);
    },
  );
});

describe("decimalString", () => {
  const amount = decimalString(
    { min: "1", max: "1000" },
    { required: "Required", malformed: "Malformed", tooSmall: "Too small", tooLarge: "Too large" },
  );

  it("keeps an amount as a decimal string", () => {
    expect(amount.parse("234.50")).toBe("234.50");
    expect(amount.parse(12.5)).toBe("12.5");
    expect(amount.parse(" 99.95 ")).toBe("99.95");
  });

  it("refuses what is not an amount without converting it", () => {
    for (const value of [true, [], [[[["5"]]]], {}, "0x10", "1e3", "12.345", "-5", 1e21]) {
      expect(messages(amount.safeParse(value)), JSON.stringify(value)).toEqual(["Malformed"]);
    }
    expect(messages(amount.safeParse(" "))).toEqual(["Required"]);
    expect(messages(amount.safeParse(undefined))).toEqual(["Required"]);
    expect(messages(amount.safeParse("0.99"))).toEqual(["Too small"]);
    expect(messages(amount.safeParse("1000.01"))).toEqual(["Too large"]);
  });
});

describe("compareDecimal", () => {
  it("orders decimal strings exactly, whatever their number of decimals", () => {
    expect(compareDecimal("1", "1.00")).toBe(0);
    expect(compareDecimal("0.99", "1")).toBe(-1);
    expect(compareDecimal("1000000000.01", "1000000000")).toBe(1);
    expect(compareDecimal("0.1", "0.09")).toBe(1);
  });
});
