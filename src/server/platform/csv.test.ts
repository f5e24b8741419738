import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "./csv";

describe("a CSV cell", () => {
  it("keeps plain text, decimal strings and dates as they are", () => {
    expect(csvCell("Globex Corporation")).toBe("Globex Corporation");
    expect(csvCell("154.32")).toBe("154.32");
    expect(csvCell("0.00")).toBe("0.00");
    expect(csvCell("2026-11-05")).toBe("2026-11-05");
  });

  it("is empty for null and for an empty string", () => {
    expect(csvCell(null)).toBe("");
    expect(csvCell("")).toBe("");
  });

  it("quotes commas, quotes and line breaks, doubling the quotes inside", () => {
    expect(csvCell("Globex, Inc.")).toBe('"Globex, Inc."');
    expect(csvCell('The "Best" Company')).toBe('"The ""Best"" Company"');
    expect(csvCell("line one\nline two")).toBe('"line one\nline two"');
    expect(csvCell("line one\r\nline two")).toBe('"line one\r\nline two"');
  });

  it.each([
    ["=", '=HYPERLINK("http://evil.example")', '"\'=HYPERLINK(""http://evil.example"")"'],
    ["+", "+1+1", "'+1+1"],
    ["-", "-1", "'-1"],
    ["@", "@SUM(A1:A2)", "'@SUM(A1:A2)"],
    ["tab", "\t=1+1", "'\t=1+1"],
    ["carriage return", "\r=1+1", '"\'\r=1+1"'],
  ])("neutralises a value beginning with %s with a leading apostrophe", (_first, value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it("leaves those characters alone when they are not first", () => {
    expect(csvCell("A-1 Supplies")).toBe("A-1 Supplies");
    expect(csvCell("sales@globex.example")).toBe("sales@globex.example");
    expect(csvCell("1+1=2")).toBe("1+1=2");
  });
});

describe("a CSV document", () => {
  it("separates cells with commas and ends every record with CRLF", () => {
    expect(
      toCsv([
        ["Partner", "Amount"],
        ["Acme, Inc.", "154.32"],
        ["=cmd", null],
      ]),
    ).toBe('Partner,Amount\r\n"Acme, Inc.",154.32\r\n\'=cmd,\r\n');
  });

  it("is empty without rows", () => {
    expect(toCsv([])).toBe("");
  });
});
