import { describe, expect, it } from "vitest";
import { emailAddress, isStorableText, optionalText, requiredText } from "./text";

describe("isStorableText", () => {
  it.each([
    ["plain", true],
    ["emoji 😀 and U+FFFF \uFFFF", true],
    ["nul \u0000", false],
    ["lone high \uD800 surrogate", false],
    ["lone low \uDC00 surrogate", false],
    ["swapped pair \uDE00\uD83D", false],
  ])("%j: %s", (value, storable) => {
    expect(isStorableText(value)).toBe(storable);
  });
});

describe("text fields", () => {
  it.each([
    [requiredText("Company name", 200), "Acme\u0000"],
    [optionalText("Notes", 5000), "\uD800"],
    [emailAddress("Email"), "a\u0000@example.com"],
  ])("refuse unstorable text with a message naming the field", (schema, value) => {
    const result = schema.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(
      /^(Company name|Notes|Email) contains a character that cannot be saved/,
    );
  });

  it("names the field when text is too long", () => {
    const result = requiredText("Company name", 200).safeParse("x".repeat(100_000));
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      "Company name must be at most 200 characters.",
    ]);
  });
});
