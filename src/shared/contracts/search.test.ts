import { describe, expect, it } from "vitest";
import { SEARCH_MESSAGES, searchEverywhereInput } from "./search";

const messages = (query: string) =>
  searchEverywhereInput.safeParse({ query }).error?.issues.map((issue) => issue.message) ?? [];

describe("the search input", () => {
  it("takes a search of up to 200 characters, trimmed", () => {
    expect(searchEverywhereInput.parse({ query: `  ${"a".repeat(200)}  ` }).query).toBe("a".repeat(200));
    expect(searchEverywhereInput.parse({ query: "Acme Solutoins" }).query).toBe("Acme Solutoins");
  });

  it("refuses a search over 200 characters", () => {
    expect(messages("a".repeat(201))).toEqual([SEARCH_MESSAGES.tooLong]);
    expect(SEARCH_MESSAGES.tooLong).toBe("Search must be at most 200 characters.");
  });

  it.each(["acme\u0000", "acme\tcorp", "acme\ncorp", "acme\u007f", "acme\u0085"])(
    "refuses control characters: %j",
    (query) => {
      expect(messages(query)).toEqual([SEARCH_MESSAGES.controlCharacters]);
    },
  );

  it("refuses an empty search, and a lone half of a character pair", () => {
    expect(messages("   ")).toEqual([SEARCH_MESSAGES.empty]);
    expect(messages("acme \uD800")[0]).toMatch(/^Search contains a character that cannot be saved/);
  });
});
